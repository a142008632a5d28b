export type { Sql } from './sql';
export { openDb, DEFAULT_DIR, type OpenOptions } from './open';
export { migrate, MIGRATIONS } from './migrations';
export * from './leads';
export { exportCsv, csvCell } from './csv';
export { parseDateRange, dayStart, type DateRange } from './dates';
export {
  deleteExpired,
  leadRetention,
  cutoff,
  periodWords,
  retentionChange,
  type Period,
} from './retention';
export { exportPerson, erasePerson } from './person';
export { ensurePrivateDir, makePrivate } from './privateFiles';
