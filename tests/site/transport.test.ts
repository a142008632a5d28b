// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { httpTransport } from '../../src/forms/transport';

interface Received {
  method: string;
  type: string;
  key: string | undefined;
  body: Buffer;
}

/** A real HTTP server on loopback that answers each attempt as `plan` says, and records it. */
async function server(plan: (n: number) => number | 'hang') {
  const received: Received[] = [];
  const srv = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method ?? '',
        type: req.headers['content-type'] ?? '',
        key: req.headers['idempotency-key'] as string | undefined,
        body: Buffer.concat(chunks),
      });
      const answer = plan(received.length);
      if (answer === 'hang') return; // never answers: the client's timeout must end it
      res.writeHead(answer, answer >= 300 && answer < 400 ? { location: '/elsewhere' } : {}).end();
    });
  });
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as AddressInfo;
  servers.push(srv);
  return { url: `http://127.0.0.1:${port}/submit`, received };
}
const servers: http.Server[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) {
    s.closeAllConnections();
    s.close();
  }
});

describe('the real form transport (site.json forms.endpoint)', () => {
  it('posts the fields as JSON', async () => {
    const s = await server(() => 200);
    await httpTransport(s.url)('contact', { name: 'Amina', email: 'amina@example.ma' }, {}, 'k-1');
    expect(s.received).toHaveLength(1);
    expect(s.received[0]?.method).toBe('POST');
    expect(s.received[0]?.type).toBe('application/json');
    expect(s.received[0]?.key).toBe('k-1');
    expect(JSON.parse(s.received[0]?.body.toString() ?? '')).toEqual({
      form: 'contact',
      idempotencyKey: 'k-1',
      fields: { name: 'Amina', email: 'amina@example.ma' },
    });
  });

  it('tells the endpoint how long the form took to fill, so it can drop a script as the browser does', async () => {
    const s = await server(() => 200);
    await httpTransport(s.url)('contact', { name: 'Amina' }, {}, 'k-2', 4321.6);
    expect(JSON.parse(s.received[0]?.body.toString() ?? '')).toMatchObject({ elapsedMs: 4322 });
    const file = new File([new Uint8Array([0x25, 0x50])], 'cv.pdf', { type: 'application/pdf' });
    await httpTransport(s.url)('application', { name: 'Y' }, { resume: file }, 'k-3', 9000);
    expect(s.received[1]?.body.toString('latin1')).toContain('name="elapsedMs"\r\n\r\n9000');
  });

  it('sends a résumé as multipart, with the file bytes intact', async () => {
    const s = await server(() => 204);
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x00, 0xff]);
    const file = new File([bytes], 'cv.pdf', { type: 'application/pdf' });
    await httpTransport(s.url)('application', { name: 'Youssef' }, { resume: file });
    const got = s.received[0]!;
    expect(got.type).toMatch(/^multipart\/form-data; boundary=/);
    const text = got.body.toString('latin1');
    expect(text).toContain('name="form"\r\n\r\napplication');
    expect(text).toContain('name="name"\r\n\r\nYoussef');
    expect(text).toContain('name="resume"; filename="cv.pdf"');
    expect(got.body.includes(Buffer.from(bytes))).toBe(true);
  });

  it('retries once after a server error, with the same idempotency key, then succeeds', async () => {
    const s = await server((n) => (n === 1 ? 503 : 200));
    await httpTransport(s.url)('contact', { name: 'A' });
    expect(s.received).toHaveLength(2);
    expect(s.received[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(s.received[1]?.key).toBe(s.received[0]?.key);
  });

  it('takes a redirect for a failure, and never re-sends the lead to where it points', async () => {
    const s = await server(() => 302);
    await expect(httpTransport(s.url)('contact', { name: 'A' })).rejects.toThrow(/redirect/);
    expect(s.received.map((r) => r.method)).toEqual(['POST']);
  });

  it('fails after one retry when the server keeps answering 500', async () => {
    const s = await server(() => 500);
    await expect(httpTransport(s.url)('contact', { name: 'A' })).rejects.toThrow(/500/);
    expect(s.received).toHaveLength(2);
  });

  it('does not retry a refusal (4xx)', async () => {
    const s = await server(() => 422);
    await expect(httpTransport(s.url)('contact', { name: 'A' })).rejects.toThrow(/422/);
    expect(s.received).toHaveLength(1);
  });

  it('gives up on a server that never answers, after the timeout and one retry', async () => {
    const s = await server(() => 'hang');
    const started = Date.now();
    await expect(
      httpTransport(s.url, { timeoutMs: 300 })('contact', { name: 'A' }),
    ).rejects.toThrow(/could not reach/);
    expect(s.received).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('fails on a network error (nothing listening), after one retry', async () => {
    const s = await server(() => 200);
    const url = s.url;
    for (const srv of servers.splice(0)) await new Promise((r) => srv.close(r));
    await expect(httpTransport(url)('contact', { name: 'A' })).rejects.toThrow(/could not reach/);
  });
});
