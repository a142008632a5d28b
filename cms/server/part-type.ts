/**
 * What a part of the service is, apart from the list of parts (parts.ts), so that a part can name
 * its own type without importing the list that imports it.
 */
import type { Sessions } from '../auth/sessions.ts';
import type { Sql } from '../db/index.ts';
import type { CmsConfig } from './config.ts';
import type { CmsRoute } from './contract.ts';

export interface PartContext {
  config: CmsConfig;
  db: Sql;
  sessions: Sessions;
}

export type Part = (context: PartContext) => readonly CmsRoute[] | Promise<readonly CmsRoute[]>;
