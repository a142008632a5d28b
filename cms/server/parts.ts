/**
 * The other parts of the service, mounted after the server's own routes: each is a function of
 * what the service opened, returning its routes. Adding a part is one line in `parts`.
 */
import { draftsPart } from '../drafts-web/part.ts';
import type { Part } from './part-type.ts';

export type { Part, PartContext } from './part-type.ts';

export const parts: Part[] = [draftsPart];
