import { fileURLToPath } from 'node:url';
import path from 'node:path';

/** The repository root, whatever directory a script is started from. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const fromRoot = (...parts: string[]) => path.join(root, ...parts);
export const relToRoot = (abs: string) => path.relative(root, abs).split(path.sep).join('/');
