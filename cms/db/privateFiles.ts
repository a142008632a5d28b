import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database's folder holds people's messages and résumés: only the service's own
 * user may read it. PGlite (PostgreSQL in WebAssembly) writes its files 0666 whatever the umask,
 * so they are put right after opening, after each write and after closing: folders 0700, files
 * 0600. The folder being 0700 from its creation on keeps others out in between.
 */
export function makePrivate(dir: string): void {
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const abs = path.join(at, entry.name);
      if (entry.isSymbolicLink()) continue;
      const want = entry.isDirectory() ? 0o700 : 0o600;
      try {
        if ((fs.lstatSync(abs).mode & 0o777) !== want) fs.chmodSync(abs, want);
        if (entry.isDirectory()) walk(abs);
      } catch (error) {
        // A file PGlite removed meanwhile (a recycled WAL segment) needs nothing.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  };
  fs.chmodSync(dir, 0o700);
  walk(dir);
}

/**
 * Makes the database's folder (and the folders above it that are missing, such as a new
 * `CMS_DATA`) with 0700, or says in a sentence why it cannot be.
 */
export function ensurePrivateDir(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    if (!fs.statSync(dir).isDirectory()) throw Object.assign(new Error(), { code: 'ENOTDIR' });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'EACCES' || code === 'EPERM'
        ? 'the service may not write there'
        : code === 'ENOTDIR' || code === 'EEXIST'
          ? 'a file, not a folder, has that name (or a name on the way to it)'
          : code === 'EROFS'
            ? 'the disk there is read-only'
            : `the system answered ${code ?? String(error)}`;
    throw new Error(
      `The leads database cannot be kept in ${dir}: ${why}. Set CMS_DATA to a folder the service may create and write.`,
      { cause: error },
    );
  }
}
