import nodemailer from 'nodemailer';
import type { StoredLead } from './receive';
import { bookingCalendar, windowLine } from './booking';

export interface NotifyOptions {
  /** The SMTP server, e.g. `smtps://user:pass@mail.example.com` (nodemailer's URL form). */
  smtpUrl: string;
  from: string;
  to: string;
  /** Where the team reads leads, for the link in the notice. */
  inboxUrl?: string;
}

/**
 * A visitor's answer in the notice: a text area's further lines are indented under its first, so
 * no line a visitor wrote can pass for a line of the notice's own ("Bcc: …", "Subject: …").
 */
const answerText = (value: string) => value.split(/\r\n|[\r\n\u2028\u2029\u0085]/u).join('\n    ');

/** The notice's text: every field on its own line, and where the résumé is, never its bytes. */
export function noticeText(lead: StoredLead, inboxUrl?: string): string {
  const { booking } = lead;
  const lines = Object.entries(lead.fields).map(([name, value]) =>
    name === booking?.field
      ? `${name}:\n${booking.windows.map((w) => `    ${windowLine(w, booking.zone)}`).join('\n')}`
      : `${answerText(name)}: ${answerText(value)}`,
  );
  if (booking) lines.push('', 'The preferred times are attached as a calendar file (.ics).');
  if (lead.hasResume)
    lines.push('', 'A résumé came with it: open the lead in the inbox to read it.');
  if (inboxUrl) lines.push('', `${inboxUrl.replace(/\/$/, '')}/${lead.id}`);
  return `New ${lead.form} lead (#${lead.id})\n\n${lines.join('\n')}\n`;
}

/** The sender's mail domain, for the calendar events' UIDs (`lead-12-1@atlasdigital.ma`). */
const hostOf = (from: string) => /@([^\s>]+)/u.exec(from)?.[1] ?? 'leads.invalid';

/**
 * A notice per new lead through SMTP, for `receiveLeads`'s `onStored`: it runs after the visitor
 * has had the answer, so a slow or failing mail server never holds a visitor up. Without an SMTP
 * address, no notices: the leads wait in the inbox.
 */
export function smtpNotifier(options: NotifyOptions) {
  const transport = nodemailer.createTransport(options.smtpUrl);
  return async (lead: StoredLead): Promise<void> => {
    await transport.sendMail({
      from: options.from,
      to: options.to,
      subject: `New ${lead.form} lead #${lead.id}`,
      text: noticeText(lead, options.inboxUrl),
      attachments: lead.booking
        ? [
            {
              filename: `lead-${lead.id}.ics`,
              content: bookingCalendar(lead, lead.booking, hostOf(options.from)),
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            },
          ]
        : [],
    });
  };
}
