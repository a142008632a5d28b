import fs from 'node:fs';
import path from 'node:path';

/** Every file under `dir` whose name ends with `suffix`, sorted; none if `dir` does not exist. */
export function filesUnder(dir: string, suffix: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? filesUnder(path.join(dir, e.name), suffix) : [path.join(dir, e.name)],
    )
    .filter((f) => f.endsWith(suffix))
    .sort();
}
