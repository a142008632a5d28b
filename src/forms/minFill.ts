/**
 * The least time a person needs between seeing a form and sending it. Scripted submitters post
 * within milliseconds of the page loading; the quickest person, with the browser filling name and
 * e-mail, still has to type a message or pick options. Like a honeypot, a quicker submission is
 * treated as spam: the sender sees the usual confirmation and nothing is sent. A real endpoint
 * should re-check on its side; this only keeps naive bots away from the agency's inbox.
 */
export const MIN_FILL_MS = 3000;

export const filledTooFast = (shownAt: number, now: number): boolean => now - shownAt < MIN_FILL_MS;
