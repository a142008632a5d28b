// @vitest-environment node
/** A preview of a change of words starts from the build it had: when, and what it takes along. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { git } from '../../cms/git/git.ts';
import {
  canReuse,
  keepForReuse,
  startFromBase,
  wordsOnly,
} from '../../cms/drafts-web/words-build.ts';

const at = fs.mkdtempSync(path.join(os.tmpdir(), 'words-build-'));
afterAll(() => fs.rmSync(at, { recursive: true, force: true }));

const write = (dir: string, file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), text);
};

describe('a words-only build', () => {
  it('is chosen for changes of words and the translation record, never for anything else', async () => {
    const repo = path.join(at, 'repo');
    await git(at, ['init', '--quiet', repo]);
    const who = { name: 'dev', email: 'dev@x.invalid' };
    const treeAfter = async (file: string, text: string) => {
      write(repo, file, text);
      await git(repo, ['add', '.']);
      await git(repo, ['commit', '--quiet', '-m', file], who);
      return (await git(repo, ['rev-parse', 'HEAD^{tree}'])).trim();
    };
    const base = await treeAfter('pages/about.json', '{}');
    const words = await treeAfter('locales/fr/about.json', '{"a":"b"}');
    const record = await treeAfter('locales-made-from.json', '{}');
    expect(await wordsOnly(repo, base, words)).toBe(true);
    expect(await wordsOnly(repo, base, record)).toBe(true);
    expect(await wordsOnly(repo, base, base)).toBe(false);
    const page = await treeAfter('pages/about.json', '{"x":1}');
    expect(await wordsOnly(repo, record, page)).toBe(false);
    const content = await treeAfter('content/facts.json', '{}');
    expect(await wordsOnly(repo, page, content)).toBe(false);
  });

  it('starts from the base’s build and server bundle when the fonts are the same, else not', async () => {
    const base = path.join(at, 'previews', 'a'.repeat(40));
    write(base, 'index.html', '<p>old</p>');
    const earlier = path.join(at, 'earlier-work');
    write(earlier, '.prerender/entryServer.js', 'export {}');
    write(earlier, 'src/generated/fonts.css', '@font-face{}');
    expect(canReuse(base)).toBe(false);
    keepForReuse(earlier, base);
    expect(canReuse(base)).toBe(true);

    const work = path.join(at, 'work');
    write(
      work,
      'package.json',
      JSON.stringify({ scripts: { 'lint:pages': 'x', 'build:words': 'y' } }),
    );
    const sameFonts = async () => (write(work, 'src/generated/fonts.css', '@font-face{}'), true);
    expect(await startFromBase(work, base, sameFonts)).toBe(true);
    expect(fs.readFileSync(path.join(work, 'dist/index.html'), 'utf8')).toBe('<p>old</p>');
    expect(fs.existsSync(path.join(work, '.prerender/entryServer.js'))).toBe(true);

    const other = path.join(at, 'other');
    write(
      other,
      'package.json',
      JSON.stringify({ scripts: { 'lint:pages': 'x', 'build:words': 'y' } }),
    );
    const newFonts = async () => (write(other, 'src/generated/fonts.css', '@font-face{new}'), true);
    expect(await startFromBase(other, base, newFonts)).toBe(false);
    expect(fs.existsSync(path.join(other, 'dist'))).toBe(false);
    // A tree from before the script existed builds whole.
    const older = path.join(at, 'older');
    write(older, 'package.json', JSON.stringify({ scripts: { build: 'z' } }));
    expect(await startFromBase(older, base, sameFonts)).toBe(false);
  });
});
