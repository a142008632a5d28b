import { Fragment, Suspense, useEffect } from 'react';
import { blockHydrated, pageHydrated } from './hydration';
import type { Block } from '../generated/schema-types';
import { BlockBoundary } from './BlockBoundary';
import { useBlockComponent } from './blocks';
import { usePhoneFold } from './phoneFold';
// clsx itself rather than the interface's cn() (src/ui/cn.ts): the engine sits below the interface
// layer, and the renderer only joins its own two classes, never a caller's className.
import { clsx } from 'clsx';

function BlockView({ block }: { block: Block }) {
  const Component = useBlockComponent(block.type);
  // The component comes from a module cache, so its identity is stable across renders.
  // eslint-disable-next-line react-hooks/static-components
  return <Component block={block} />;
}

/** Renders nothing; says when the block's boundary, content or error, has hydrated. */
function Hydrated({ index }: { index: number }) {
  useEffect(() => blockHydrated(index), [index]);
  return null;
}

/** Renders a page's blocks in order, each isolated so one failure leaves the others standing. */
export function PageRenderer({ blocks }: { blocks: readonly Block[] }) {
  const count = blocks.length;
  useEffect(() => pageHydrated(count), [count]);
  const fold = usePhoneFold(blocks);
  return (
    <>
      {blocks.map((block, i) => (
        <Fragment key={block.id ?? i}>
          <div
            data-block={block.type}
            id={block.id}
            className={clsx('scroll-mt-24', fold.classOf(block))}
          >
            {/* The boundary that catches a failure sits inside the one that waits for code, so the
              mark beside it hydrates with the block whether the block rendered or failed. */}
            <Suspense fallback={null}>
              <BlockBoundary type={block.type} data={block}>
                <BlockView block={block} />
              </BlockBoundary>
              <Hydrated index={i} />
            </Suspense>
          </div>
          {fold.after(block)}
        </Fragment>
      ))}
    </>
  );
}
