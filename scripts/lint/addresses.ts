import fs from 'node:fs';
import path from 'node:path';
import type { Reference } from '../lib/ajv.ts';
import { clip } from './source.ts';
import { didYouMean } from './suggest.ts';

/**
 * What the schema's patterns cannot say about the addresses in site.json and the image paths
 * everywhere. The patterns refuse the wrong shape (a quote, a space, a port past 65535); these
 * read the address the way the build will (with `new URL`) and check where it points.
 */

/** "atlasdigital.ma" for "www.atlasdigital.ma": the www. form is the same site. */
export const bareHost = (host: string) => host.replace(/^www\./, '');

/**
 * The problem with an https address in site.json, or null. `whole`: the site's own address,
 * which must be only the origin ("https://www.atlasdigital.ma"). `hosts`: where it may point
 * (the site's own host counts in both its www. and bare forms).
 */
export function httpsAddressProblem(
  value: string,
  { hosts, whole = false }: { hosts: readonly string[] | null; whole?: boolean },
): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${clip(value)} is not a web address the build can read: write it as https://host/path, with a port only if one is needed (1 to 65535)`;
  }
  if (url.protocol !== 'https:')
    return `${clip(value)} must start with https://: visitors' browsers refuse anything else on this site`;
  if (url.username || url.password)
    return `${clip(value)} has a user name or password in it: never put credentials in an address, every visitor could read them`;
  // What the build writes is the address as URL re-reads it: anything it would change (a
  // default port, letters in upper case, a dot at the end) means the text is not what is used.
  const written = whole ? url.origin : url.href;
  if (written !== value)
    return `${clip(value)} is not written the way browsers read it (${clip(written)}): write exactly ${clip(written)}`;
  if (hosts && !hosts.some((h) => bareHost(h) === bareHost(url.hostname)))
    return `${clip(url.hostname)} is not this site's host nor listed in site.json "externalHosts" (${clip(hosts.join(', '), 200)}): add it there if it is right`;
  return null;
}

/** Files under public/ by folder, read once per lint. */
export class PublicFiles {
  private readonly folders = new Map<string, string[] | null>();
  constructor(readonly dir: string) {}

  /** Names in a folder of public/ ("images/blog"), or null when it is not one. */
  list(folder: string): string[] | null {
    let names = this.folders.get(folder);
    if (names === undefined) {
      try {
        names = fs
          .readdirSync(path.join(this.dir, folder), { withFileTypes: true })
          .filter((e) => e.isFile() || e.isSymbolicLink())
          .map((e) => e.name);
      } catch {
        names = null;
      }
      this.folders.set(folder, names);
    }
    return names;
  }
}

/** The problem with a path to a file in public/ ("/images/a.svg"), or null. */
export function publicPathProblem(
  ref: Reference,
  files: PublicFiles,
  what: 'image' | 'scene',
): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(ref.value);
  } catch {
    return `${clip(ref.value)} has a "%" that is not part of a valid %-code: write the file name as it is`;
  }
  const parts = decoded.split('/').slice(1);
  if (parts.some((p) => p === '..' || p === '.' || p === '') || /[\\\0]/.test(decoded))
    return `${clip(ref.value)} goes up or around folders ("..", "." or "//"): write the ${what}'s path from the public/ folder, like "/images/blog/crm-best-practices.svg"`;
  const folder = parts.slice(0, -1).join('/');
  const name = parts.at(-1) ?? '';
  const names = files.list(folder);
  if (names?.includes(name)) return null;
  const where = `public/${parts.join('/')}`;
  return names
    ? `there is no ${clip(where)}: put the ${what} there, or correct the path${didYouMean(name, names)}`
    : `there is no folder public/${clip(folder)}: put the ${what} in public/ (images go in public/images/), or correct the path`;
}
