/**
 * The other parts of the service, mounted after the server's own routes: each is a function of
 * what the service opened, returning its routes. Adding a part is one line in `parts`.
 */
import type { Sessions } from '../auth/sessions.ts';
import { draftsPart } from '../drafts-web/part.ts';
import type { Sql } from '../db/index.ts';
import type { CmsConfig } from './config.ts';
import type { CmsRoute } from './contract.ts';

export interface PartContext {
  config: CmsConfig;
  db: Sql;
  sessions: Sessions;
}

export type Part = (context: PartContext) => readonly CmsRoute[] | Promise<readonly CmsRoute[]>;

export const parts: Part[] = [draftsPart];
