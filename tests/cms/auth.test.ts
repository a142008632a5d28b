// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword, MAX_PASSWORD } from '../../cms/auth/passwords.ts';
import { ACTIONS, may, ROLES } from '../../cms/http/roles.ts';
import {
  IDLE_MS,
  LIFETIME_MS,
  Sessions,
  sameSecret,
  readCookie,
  sessionCookie,
} from '../../cms/auth/sessions.ts';
import { addUser, findUser, readUsers, removeUser, type User } from '../../cms/auth/users.ts';
import { openDb } from '../../cms/db/index.ts';

describe('passwords', () => {
  it('are stored as Argon2id hashes that only the right password opens', async () => {
    const stored = await hashPassword('correct horse battery');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(stored).not.toContain('correct horse');
    expect(await checkPassword(stored, 'correct horse battery')).toBe(true);
    expect(await checkPassword(stored, 'correct horse batterY')).toBe(false);
    // The same password twice gets two salts.
    expect(await hashPassword('correct horse battery')).not.toBe(stored);
  });

  it('refuse a short password and never check a huge attempt', async () => {
    await expect(hashPassword('short')).rejects.toThrow(/at least 12/);
    const stored = await hashPassword('a'.repeat(20));
    expect(await checkPassword(stored, 'a'.repeat(MAX_PASSWORD + 1))).toBe(false);
  });

  it('a malformed stored hash or a hostile attempt is a refusal, never a crash (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 80 }),
        fc.string({ maxLength: 300 }),
        async (h, a) => {
          expect(await checkPassword(h, a)).toBe(false);
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('accounts', () => {
  const file = () => path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cms-users-')), 'users.json');

  it('are added with a role, replaced by name, removed, and kept readable by the owner only', async () => {
    const at = file();
    await addUser(at, 'amina', 'editor', 'a long enough password');
    await addUser(at, 'youssef', 'publisher', 'another long password');
    await addUser(at, 'amina', 'publisher', 'a changed long password');
    expect(readUsers(at).map((u) => [u.name, u.role])).toEqual([
      ['youssef', 'publisher'],
      ['amina', 'publisher'],
    ]);
    expect(fs.statSync(at).mode & 0o777).toBe(0o600);
    expect(findUser(at, 'amina')?.role).toBe('publisher');
    expect(removeUser(at, 'amina')).toBe(true);
    expect(removeUser(at, 'amina')).toBe(false);
    expect(findUser(at, 'amina')).toBeUndefined();
  });

  it('a name that could not be a git branch or author is refused', async () => {
    for (const name of ['', 'a', 'Amina', '../x', 'a b', '-x', 'x'.repeat(40), 'ali;rm'])
      await expect(addUser(file(), name, 'editor', 'a long enough password')).rejects.toThrow();
  });
});

describe('roles', () => {
  it('editors draft and preview; only publishers publish, revert and erase', () => {
    expect(ACTIONS.filter((a) => may('editor', a))).toEqual([
      'read',
      'save-draft',
      'preview',
      'read-inbox',
      'handle-lead',
    ]);
    expect(ACTIONS.every((a) => may('publisher', a))).toBe(true);
    expect(ROLES).toEqual(['editor', 'publisher']);
  });
});

describe('sessions', () => {
  const amina: User = { name: 'amina', role: 'editor', hash: 'h1', created: '' };
  const accounts = (list: User[]) => (name: string) => list.find((u) => u.name === name);

  it('end after two idle hours and after twelve hours whatever their use', async () => {
    let now = 0;
    const db = await openDb({ dir: 'memory' });
    const sessions = new Sessions(db, () => now);
    const known = accounts([amina]);
    const a = await sessions.start(amina);
    now += IDLE_MS - 1;
    expect((await sessions.get(a.id, known))?.user).toBe('amina');
    now += IDLE_MS + 1;
    expect(await sessions.get(a.id, known)).toBeUndefined();
    now = 0;
    const b = await sessions.start(amina);
    for (now = 0; now < LIFETIME_MS; now += IDLE_MS / 2)
      expect(await sessions.get(b.id, known)).toBeDefined();
    now = LIFETIME_MS + 1;
    expect(await sessions.get(b.id, known)).toBeUndefined();
    await db.close();
  });

  it('each has its own random id and CSRF token, stored only as a hash; a changed account ends it', async () => {
    const db = await openDb({ dir: 'memory' });
    const sessions = new Sessions(db);
    const a = await sessions.start(amina);
    const b = await sessions.start(amina);
    expect(a.id).not.toBe(b.id);
    expect(a.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sameSecret(a.csrf, a.csrf)).toBe(true);
    expect(sameSecret(a.csrf, b.csrf)).toBe(false);
    expect(sameSecret(a.csrf, a.csrf.slice(1))).toBe(false);
    expect(sameSecret(a.csrf, undefined)).toBe(false);
    const stored = JSON.stringify(await db.query('SELECT * FROM sessions'));
    expect(stored).not.toContain(a.id);
    // A new password, another role, or no account at all: the session is over.
    expect(await sessions.get(a.id, accounts([{ ...amina, hash: 'h2' }]))).toBeUndefined();
    expect(await sessions.get(b.id, accounts([{ ...amina, role: 'publisher' }]))).toBeUndefined();
    const c = await sessions.start(amina);
    expect(await sessions.get(c.id, accounts([]))).toBeUndefined();
    expect(await db.query('SELECT 1 FROM sessions')).toEqual([]);
    await db.close();
  });

  it('cookies are HttpOnly, SameSite=Strict, and __Host- and Secure over HTTPS', () => {
    expect(sessionCookie('x'.repeat(43), true)).toMatch(
      /^__Host-cms_session=x{43}; Path=\/; HttpOnly; SameSite=Strict; Max-Age=\d+; Secure$/,
    );
    expect(sessionCookie('x'.repeat(43), false)).not.toContain('Secure');
  });

  it('any Cookie header is read without throwing, and only a well-formed id comes out (property)', () => {
    const id = 'A'.repeat(43);
    expect(readCookie(`a=1; cms_session=${id}; b=2`, 'cms_session')).toBe(id);
    fc.assert(
      fc.property(fc.oneof(fc.string({ maxLength: 300 }), fc.anything()), (header) => {
        const value = readCookie(header, 'cms_session');
        expect(value === undefined || /^[A-Za-z0-9_-]{20,100}$/.test(value)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
