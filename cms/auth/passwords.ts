/**
 * Passwords of the CMS's accounts, as Argon2id hashes (@node-rs/argon2: the memory-hard function
 * password guidance recommends, with its own random salt per hash). Only the hash is ever stored.
 */
import { hash, verify } from '@node-rs/argon2';

/** Long enough that a guess costs more than the rate limit allows; no other rule to trip on. */
export const MIN_PASSWORD = 12;
/** Argon2 reads all of it: a megabyte "password" would be a cheap way to burn the server's CPU. */
export const MAX_PASSWORD = 256;

export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD) return `at least ${MIN_PASSWORD} characters, please`;
  if (password.length > MAX_PASSWORD) return `at most ${MAX_PASSWORD} characters, please`;
  return null;
}

export function hashPassword(password: string): Promise<string> {
  const problem = passwordProblem(password);
  if (problem) return Promise.reject(new Error(problem));
  return hash(password);
}

/** False for a wrong password, a malformed hash or an oversized attempt; never throws. */
export async function checkPassword(stored: string, attempt: string): Promise<boolean> {
  if (typeof attempt !== 'string' || attempt.length > MAX_PASSWORD) return false;
  try {
    return await verify(stored, attempt);
  } catch {
    return false;
  }
}
