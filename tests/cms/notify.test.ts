import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Sql } from '../../cms/db';
import { smtpNotifier } from '../../cms/leads/notify';
import { receiveLeads } from '../../cms/leads/receive';
import {
  ORIGIN,
  PDF,
  postApplication,
  postJson,
  rules,
  serve,
  timesAnswer,
  validFields,
} from './http';
import { attachmentOf, mailbox } from './smtp';

describe('a notice per new lead', () => {
  const box = mailbox(4607);
  let db: Sql;
  let server: Awaited<ReturnType<typeof serve>>;
  beforeAll(async () => {
    await box.listen();
    db = await openDb({ dir: 'memory' });
    const onStored = smtpNotifier({
      smtpUrl: 'smtp://127.0.0.1:4607',
      from: 'site@example.com',
      to: 'team@example.com',
      inboxUrl: 'https://cms.example.com/inbox',
    });
    server = await serve(
      receiveLeads({ db, origins: [ORIGIN], rules, onStored, log: () => {} }),
      4608,
    );
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await box.close();
    await db?.close();
  });

  it("sends one message per lead with its fields, a note of the résumé and none of the résumé's bytes", async () => {
    const key = randomUUID();
    const fields: Record<string, string> = {
      ...validFields('application'),
      coverLetter: 'Dear team,\nشكراً\u202E',
    };
    expect((await postApplication(server.url, key, undefined, fields)).status).toBe(200);
    expect((await postApplication(server.url, key, undefined, fields)).status).toBe(200);
    // A second, different lead: once its notice is in, the repeat's would have been too.
    expect(
      (await postJson(server.url, 'signup', randomUUID(), { email: 'next@example.com' })).status,
    ).toBe(200);
    await box.until(2);
    expect(box.messages).toHaveLength(2);
    const [first = ''] = box.messages.filter((m) => m.includes('New application lead'));
    expect(first).toContain(`email: ${fields.email ?? ''}`);
    expect(first).toContain(`name: ${fields.name ?? ''}`);
    expect(first).not.toMatch(/Content-Disposition: attachment/i);
    expect(first).not.toContain(PDF.toString('base64').slice(0, 12));
    expect(first).toMatch(/résumé|r=C3=A9sum=C3=A9/);
    expect(first).toContain('/inbox/');
  });

  it('carries a consultation’s meeting type and preferred times, on the visitor’s clock and in UTC, with a calendar file of them', async () => {
    const before = box.messages.length;
    const preferredTimes = timesAnswer([2, 3]);
    const fields = {
      ...validFields('consultation'),
      meetingType: 'in-person-meeting',
      preferredTimes,
    };
    expect((await postJson(server.url, 'consultation', randomUUID(), fields)).status).toBe(200);
    await box.until(before + 1);
    const notice = box.messages.at(-1) ?? '';
    expect(notice).toContain('New consultation lead');
    expect(notice).toContain('meetingType: in-person-meeting');
    const { windows } = JSON.parse(preferredTimes) as { windows: { local: string; utc: string }[] };
    const ics = attachmentOf(notice, 'text/calendar') ?? '';
    for (const [i, w] of windows.entries()) {
      expect(notice).toContain(`${w.local.replace('T', ' ')} Africa/Casablanca = `);
      expect(notice).toContain(`${w.utc.slice(11, 16)} UTC`);
      expect(ics.replace(/\r\n /gu, '')).toContain(
        `DTSTART:${w.utc.replace(/\.000Z$/u, 'Z').replace(/[-:]/gu, '')}`,
      );
      expect(ics).toMatch(new RegExp(`UID:lead-\\d+-${i + 1}@example\\.com`, 'u'));
    }
    expect(ics.match(/BEGIN:VEVENT/gu)).toHaveLength(2);
    expect(notice).toMatch(/filename="?lead-\d+\.ics/u);
  });

  it('answers the visitor before the mail server has answered', async () => {
    let release!: () => void;
    box.holdUntil(new Promise<void>((resolve) => (release = resolve)));
    const before = box.messages.length;
    const answer = await postJson(server.url, 'signup', randomUUID(), {
      email: 'slow@example.com',
    });
    expect(answer.status).toBe(200);
    expect(box.messages.length).toBe(before);
    release();
    await box.until(before + 1);
  });
});
