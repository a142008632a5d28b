import os from 'node:os';
import path from 'node:path';

export const EDIT_PORT = Number(process.env.EDIT_E2E_PORT ?? 4319);
/** A fixed place per port, so the test process and the server process agree on it. */
export const editCopyDir =
  process.env.EDIT_E2E_DIR ?? path.join(os.tmpdir(), `agency-edit-e2e-${EDIT_PORT}`);
