/** The drafts side as the service mounts it (cms/server/parts.ts). */
import { sendPage } from '../server/frame.ts';
import type { Part } from '../server/part-type.ts';
import { startDrafts } from './index.ts';

export const draftsPart: Part = async ({ config }) => {
  const part = await startDrafts(config, sendPage);
  console.log(`CMS previews on ${part.previewOrigin}`);
  return part.routes;
};
