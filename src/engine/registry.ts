export type { BlockComponent, BlockOf } from './descriptor';

/**
 * Every block's component, by type, each loaded lazily: a page downloads the code of the blocks
 * it uses and no other. Collected from each block folder's block.ts (its `load`) by `npm run gen:types`; a
 * schema without its folder is a compile error there.
 */
export { registry } from '../generated/registry';
