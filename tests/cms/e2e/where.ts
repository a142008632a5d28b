import os from 'node:os';
import path from 'node:path';

/** The service of the two-person test, its preview origin and the drafts' editors. */
export const CMS_PORT = Number(process.env.CMS_E2E_PORT ?? 4770);
export const PREVIEW_PORT = CMS_PORT + 1;
export const EDITOR_PORTS = `${CMS_PORT + 10}-${CMS_PORT + 19}`;
/** A fixed place per port, so the test process and the server process agree on it. */
export const cmsE2eDir =
  process.env.CMS_E2E_DIR ?? path.join(os.tmpdir(), `agency-cms-e2e-${CMS_PORT}`);
export const remoteDir = path.join(cmsE2eDir, 'remote.git');
export const serviceDir = path.join(cmsE2eDir, 'service');
export const dataDir = path.join(cmsE2eDir, 'data');
export const ACCOUNTS = {
  editor: { name: 'amina', password: 'amina-writes-the-site-2026', role: 'editor' },
  publisher: { name: 'youssef', password: 'youssef-publishes-it-2026', role: 'publisher' },
} as const;
