/**
 * The CMS's accounts, in one JSON file on the server (readable by its owner only): a name, a role
 * and an Argon2id hash each. Written whole to a temporary file and renamed, so a crash mid-write
 * never leaves half a file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { hashPassword } from './passwords.ts';
import type { Account } from '../http/env.ts';
import { isRole, type Role } from '../http/roles.ts';

export interface User extends Account {
  hash: string;
  created: string;
}

/** A name is also a git author and a branch name: letters, digits, dot, dash, underscore. */
const NAME = /^[a-z0-9][a-z0-9._-]{1,31}$/;

/**
 * Why `name` cannot be an account, or null. The name becomes the branch `draft/<name>`, so what
 * git refuses in a branch name (git check-ref-format: "a..b", a name ending in "." or ".lock")
 * is refused here, before the account exists and its drafts page fails.
 */
export function nameProblem(name: string): string | null {
  if (!NAME.test(name))
    return 'a name is 2–32 lowercase letters, digits, dots, dashes or underscores, starting with a letter or digit';
  if (name.includes('..')) return 'a name cannot have two dots in a row';
  if (name.endsWith('.')) return 'a name cannot end with a dot';
  if (name.endsWith('.lock')) return 'a name cannot end with ".lock"';
  return null;
}

export function readUsers(file: string): User[] {
  if (!fs.existsSync(file)) return [];
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed)) throw new Error(`${file}: expected a list of accounts`);
  return parsed.filter(
    (u): u is User =>
      !!u &&
      typeof u === 'object' &&
      typeof (u as User).name === 'string' &&
      isRole((u as User).role) &&
      typeof (u as User).hash === 'string',
  );
}

function writeUsers(file: string, users: User[]) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(users, null, 2) + '\n', { mode: 0o600 });
  fs.renameSync(tmp, file);
}

/**
 * Adds an account, or replaces the password and role of an existing one: its sessions end at
 * their next request, since a session remembers the account's hash (auth/sessions.ts).
 */
export async function addUser(
  file: string,
  name: string,
  role: Role,
  password: string,
  created = new Date().toISOString(),
) {
  const problem = nameProblem(name);
  if (problem) throw new Error(problem);
  const users = readUsers(file).filter((u) => u.name !== name);
  users.push({ name, role, hash: await hashPassword(password), created });
  writeUsers(file, users);
}

export function removeUser(file: string, name: string): boolean {
  const users = readUsers(file);
  const left = users.filter((u) => u.name !== name);
  if (left.length === users.length) return false;
  writeUsers(file, left);
  return true;
}

export const findUser = (file: string, name: unknown): User | undefined =>
  typeof name === 'string' ? readUsers(file).find((u) => u.name === name) : undefined;
