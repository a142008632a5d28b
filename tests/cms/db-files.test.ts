import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erasePerson, listLeads, openDb, storeLead, type Sql } from '../../cms/db';

const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const abs = path.join(dir, e.name);
    return e.isDirectory() ? [abs, ...files(abs)] : [abs];
  });

const holding = (dir: string, needle: Buffer) =>
  files(dir).filter((f) => fs.statSync(f).isFile() && fs.readFileSync(f).includes(needle));

const modes = (dir: string) => {
  const seen = new Set<string>();
  for (const f of [dir, ...files(dir)]) {
    const st = fs.lstatSync(f);
    seen.add(`${st.isDirectory() ? 'dir' : 'file'} ${(st.mode & 0o777).toString(8)}`);
  }
  return [...seen].sort();
};

describe('the embedded database on disk', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-db-files-'));
  // CMS_DATA names a folder that does not exist yet: the database makes it.
  const dir = path.join(root, 'not-yet', 'cms-data', 'leads');
  let db: Sql;
  beforeAll(async () => {
    db = await openDb({ dir });
  }, 60_000);
  afterAll(async () => {
    await db?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('keeps its folders 0700 and its files 0600, the new ones too', async () => {
    expect(modes(dir)).toEqual(['dir 700', 'file 600']);
    expect(fs.statSync(path.join(root, 'not-yet')).mode & 0o777).toBe(0o700);
    await storeLead(db, {
      form: 'signup',
      fields: { email: 'kept@example.com' },
      idempotencyKey: randomUUID(),
    });
    expect(modes(dir)).toEqual(['dir 700', 'file 600']);
  });

  it('leaves no byte of an erased person in its files once the erasure answers', async () => {
    const email = 'Erase.Me.Zq7@Example.com';
    const cover = `A note to erase ${randomUUID()}`;
    const resume = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(40_000)]);
    for (let i = 0; i < 3; i++)
      await storeLead(db, {
        form: 'application',
        fields: { email, name: 'Erase Me', coverLetter: cover },
        idempotencyKey: randomUUID(),
        resume: { type: 'application/pdf', size: resume.length, bytes: resume },
      });
    const trace = [Buffer.from(email), Buffer.from(cover), resume.subarray(20_000, 20_064)];
    expect(trace.some((t) => holding(dir, t).length > 0)).toBe(true);
    expect(await erasePerson(db, email.toLowerCase())).toBe(3);
    for (const t of [...trace, Buffer.from(email.toLowerCase())])
      expect(holding(dir, t)).toEqual([]);
    expect((await listLeads(db)).map((l) => l.fields.email)).toEqual(['kept@example.com']);
    expect(modes(dir)).toEqual(['dir 700', 'file 600']);
  }, 30_000);

  it('says in a sentence why a data folder cannot be made, instead of an ENOENT stack', async () => {
    const file = path.join(root, 'a-file');
    fs.writeFileSync(file, '');
    await expect(openDb({ dir: path.join(file, 'leads') })).rejects.toThrow(
      `The leads database cannot be kept in ${path.join(file, 'leads')}: a file, not a folder, has that name (or a name on the way to it). Set CMS_DATA to a folder the service may create and write.`,
    );
  });
});
