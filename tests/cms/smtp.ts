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
