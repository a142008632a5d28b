/**
 * `npm run cms -- user add|passwd|remove|list`: the accounts, managed on the server's own shell. A
 * password is typed without echo (or piped, for scripts), never given as an argument: arguments
 * stay in the shell's history and show in every process list.
 */
import { passwordProblem } from '../auth/passwords.ts';
import { isRole, ROLES } from '../http/roles.ts';
import { addUser, nameProblem, readUsers, removeUser } from '../auth/users.ts';

export class UsageError extends Error {}

export const USAGE = `Usage:
  npm run cms -- user add NAME --role ${ROLES.join('|')}   (asks for the password)
  npm run cms -- user passwd NAME   (asks for the new password)
  npm run cms -- user remove NAME
  npm run cms -- user list`;

/** A password from the terminal without echo, or the first line of a pipe. */
export async function readPassword(prompt: string, stdin = process.stdin): Promise<string> {
  if (!stdin.isTTY) {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of stdin) {
      chunks.push(chunk as Buffer);
      size += (chunk as Buffer).length;
      if (size > 64 * 1024) break;
    }
    return (Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '').slice(0, 4096);
  }
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.removeListener('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (text: string) => {
      for (const c of text) {
        if (c === '\r' || c === '\n') return done();
        if (c === '\u0003' || c === '\u0004') return done(new UsageError('cancelled'));
        if (c === '\u007f' || c === '\b') typed = typed.slice(0, -1);
        else if (c >= ' ') typed += c;
      }
    };
    stdin.on('data', onData);
  });
}

export async function accountsCommand(
  args: readonly string[],
  usersFile: string,
  out: (line: string) => void = (line) => console.log(line),
  password: (prompt: string) => Promise<string> = readPassword,
): Promise<void> {
  const [command, name, ...rest] = args;
  if (args.some((a) => /^--?(p|pass|password)(=|$)/.test(a)))
    throw new UsageError(
      'A password is never given on the command line (it would stay in the shell history): run without it and type it when asked, or pipe it in.',
    );
  if (command === 'list') {
    if (name !== undefined) throw new UsageError(USAGE);
    const users = readUsers(usersFile);
    if (!users.length) out('No accounts yet.');
    for (const u of users) out(`${u.name}\t${u.role}\t${u.created ?? ''}`);
    return;
  }
  if (!name) throw new UsageError(USAGE);
  const bad = nameProblem(name);
  if (command === 'remove') {
    if (rest.length) throw new UsageError(USAGE);
    if (!removeUser(usersFile, name)) throw new UsageError(`There is no account named ${name}.`);
    out(`Removed ${name}. Their sessions end at their next request.`);
    return;
  }
  if (command === 'passwd') {
    if (rest.length) throw new UsageError(USAGE);
    const account = readUsers(usersFile).find((u) => u.name === name);
    if (!account) throw new UsageError(`There is no account named ${name}.`);
    const chosen = await newPassword(name, password);
    await addUser(usersFile, name, account.role, chosen, account.created);
    out(`Changed ${name}’s password. Their sessions end at their next request.`);
    return;
  }
  if (command !== 'add') throw new UsageError(USAGE);
  if (bad) throw new UsageError(`"${name}" cannot be an account name: ${bad}.`);
  if (rest.length !== 2 || rest[0] !== '--role') throw new UsageError(USAGE);
  const role = rest[1];
  if (!isRole(role)) throw new UsageError(`The role is one of: ${ROLES.join(', ')}.`);
  if (readUsers(usersFile).some((u) => u.name === name))
    throw new UsageError(
      `The name ${name} is taken. Remove that account first (user remove ${name}) to replace it.`,
    );
  await addUser(usersFile, name, role, await newPassword(name, password));
  out(`Added ${name} (${role}).`);
}

/** A password typed twice on a terminal (once from a pipe), checked against the rules. */
async function newPassword(name: string, password: (prompt: string) => Promise<string>) {
  const first = await password(`Password for ${name}: `);
  const problem = passwordProblem(first);
  if (problem) throw new UsageError(`That password will not do: ${problem}.`);
  if (process.stdin.isTTY && (await password('Once more: ')) !== first)
    throw new UsageError('The two passwords differ. Nothing was changed.');
  return first;
}
