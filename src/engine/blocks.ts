import { use } from 'react';
import type { Block, BlockType } from '../generated/schema-types';
import { createCache } from './cache';
import { registry, type BlockComponent } from './registry';

type AnyBlockComponent = BlockComponent<BlockType>;
const modules = createCache<AnyBlockComponent>();

export class UnknownBlockError extends Error {
  constructor(type: string) {
    super(`unknown block type "${type}": add its folder to src/blocks/ and its schema`);
  }
}

/** The block's code did not arrive (network, or a deploy replaced the file): worth a retry. */
export class BlockLoadError extends Error {
  constructor(type: string, cause: unknown) {
    super(`the code of block "${type}" could not be loaded`, { cause });
  }
}

function entry(type: string) {
  return modules.get(type, async () => {
    const load = (registry as Record<string, (() => Promise<{ default: unknown }>) | undefined>)[
      type
    ];
    if (!load) throw new UnknownBlockError(type);
    try {
      return (await load()).default as AnyBlockComponent;
    } catch (error) {
      throw new BlockLoadError(type, error);
    }
  });
}

/** Forgets a failed load, so the next render asks for the block's code again. */
export function forgetBlock(type: string) {
  modules.delete(type);
}

/** Loads the code of every block a page uses; unknown types are left to their error boundary. */
export async function preloadBlocks(blocks: readonly Pick<Block, 'type'>[]): Promise<void> {
  await Promise.allSettled([...new Set(blocks.map((b) => b.type))].map((t) => entry(t).promise));
}

/** The block's component, synchronously when loaded, otherwise suspending until it is. */
export function useBlockComponent(type: string): AnyBlockComponent {
  const e = entry(type);
  if (e.settled?.ok) return e.settled.value;
  if (e.settled && !e.settled.ok) throw e.settled.error;
  return use(e.promise);
}
