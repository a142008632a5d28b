import { SMTPServer } from 'smtp-server';

/** A local SMTP server that keeps what it receives, and can be told to hold answers back. */
export function mailbox(port: number) {
  const messages: string[] = [];
  const waiters: (() => void)[] = [];
  let hold: Promise<void> = Promise.resolve();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        void hold.then(() => {
          messages.push(Buffer.concat(chunks).toString('utf8'));
          waiters.splice(0).forEach((w) => w());
          done();
        });
      });
    },
  });
  return {
    messages,
    /** Resolves once `n` messages have arrived. */
    until: (n: number) =>
      new Promise<void>((resolve) => {
        const check = () => (messages.length >= n ? resolve() : waiters.push(check));
        check();
      }),
    holdUntil(release: Promise<void>) {
      hold = release;
    },
    listen: () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The body of a message's attachment of `type` (e.g. "text/calendar"), decoded from the transfer
 * encoding nodemailer chose (base64 or quoted-printable); null when there is none.
 */
export function attachmentOf(message: string, type: string): string | null {
  const at = message.toLowerCase().indexOf(`content-type: ${type}`);
  if (at < 0) return null;
  const part = message.slice(at);
  const gap = /\r?\n\r?\n/u.exec(part);
  if (!gap) return null;
  const head = part.slice(0, gap.index);
  const body = part.slice(gap.index + gap[0].length).split(/\r?\n--/u)[0] ?? '';
  if (/content-transfer-encoding: base64/iu.test(head))
    return Buffer.from(body.replace(/\s/gu, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding: quoted-printable/iu.test(head))
    return Buffer.from(
      body
        .replace(/=\r?\n/gu, '')
        .replace(/=([0-9A-F]{2})/giu, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  return body;
}
