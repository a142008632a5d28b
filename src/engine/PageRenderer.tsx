import { Suspense } from 'react';
import type { Block } from '../generated/schema-types';
import { BlockBoundary } from './BlockBoundary';
import { useBlockComponent } from './blocks';

function BlockView({ block }: { block: Block }) {
  const Component = useBlockComponent(block.type);
  // The component comes from a module cache, so its identity is stable across renders.
  // eslint-disable-next-line react-hooks/static-components
  return <Component block={block} />;
}

/** Renders a page's blocks in order, each isolated so one failure leaves the others standing. */
export function PageRenderer({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, i) => (
        <div key={block.id ?? i} data-block={block.type} id={block.id} className="scroll-mt-24">
          <BlockBoundary type={block.type}>
            <Suspense fallback={null}>
              <BlockView block={block} />
            </Suspense>
          </BlockBoundary>
        </div>
      ))}
    </>
  );
}
