// @vitest-environment node
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPassword } from '../../cms/auth/passwords.ts';
import { findUser, readUsers } from '../../cms/auth/users.ts';
import { accountsCommand, UsageError } from '../../cms/server/accounts.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-accounts-'));
const usersFile = path.join(dataDir, 'users.json');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** `npm run cms -- user …` as a person runs it, with `input` piped in as the terminal would not. */
function cms(args: string[], input: string) {
  return new Promise<{ code: number | null; out: string; err: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'cms/server/main.ts', ...args], {
      env: { ...process.env, CMS_DATA: dataDir },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c));
    child.stderr.on('data', (c: Buffer) => (err += c));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, out, err }));
    child.stdin.end(input);
  });
}

describe('npm run cms -- user', () => {
  it('adds an account with a piped password, stored as a hash only', async () => {
    const added = await cms(['user', 'add', 'erin', '--role', 'publisher'], 'piped password 42\n');
    expect(added.code).toBe(0);
    const user = findUser(usersFile, 'erin');
    expect(user?.role).toBe('publisher');
    expect(fs.readFileSync(usersFile, 'utf8')).not.toContain('piped password 42');
    expect(await checkPassword(user!.hash, 'piped password 42')).toBe(true);
    expect((fs.statSync(usersFile).mode & 0o077).toString(8)).toBe('0');
  });

  it('never takes a password from the command line', async () => {
    const refused = await cms(
      ['user', 'add', 'frank', '--role', 'editor', '--password', 'on the command line'],
      '',
    );
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/never given on the command line/);
    expect(findUser(usersFile, 'frank')).toBeUndefined();
  });
});

describe('the accounts command', () => {
  const run = async (args: string[], password = 'a long enough password') => {
    const lines: string[] = [];
    await accountsCommand(
      args,
      usersFile,
      (l) => lines.push(l),
      async () => password,
    );
    return lines;
  };

  it('says what is wrong with a name, a role, a weak password, a taken name', async () => {
    await expect(run(['add', 'Bad Name', '--role', 'editor'])).rejects.toThrow(
      /cannot be an account name/,
    );
    await expect(run(['add', 'gina', '--role', 'admin'])).rejects.toThrow(/role is one of/);
    await expect(run(['add', 'gina', '--role', 'editor'], 'short')).rejects.toThrow(
      /will not do: at least 12/,
    );
    await run(['add', 'gina', '--role', 'editor']);
    await expect(run(['add', 'gina', '--role', 'publisher'])).rejects.toThrow(/taken/);
    await expect(run(['add'])).rejects.toBeInstanceOf(UsageError);
  });

  it('lists and removes accounts', async () => {
    await run(['add', 'hana', '--role', 'editor']);
    expect((await run(['list'])).some((l) => l.startsWith('hana\teditor'))).toBe(true);
    await run(['remove', 'hana']);
    expect(readUsers(usersFile).map((u) => u.name)).not.toContain('hana');
    await expect(run(['remove', 'hana'])).rejects.toThrow(/no account named hana/);
  });

  it('changes a password, keeping the role and refusing an unknown name or a weak one', async () => {
    await run(['add', 'ines', '--role', 'publisher']);
    const before = findUser(usersFile, 'ines')!;
    await expect(run(['passwd', 'ines'], 'short')).rejects.toThrow(/will not do/);
    await expect(run(['passwd', 'nobody'])).rejects.toThrow(/no account named nobody/);
    await run(['passwd', 'ines'], 'a brand new long password');
    const after = findUser(usersFile, 'ines')!;
    expect(after.role).toBe('publisher');
    expect(after.created).toBe(before.created);
    expect(await checkPassword(after.hash, 'a brand new long password')).toBe(true);
  });
});
