/**
 * The one way forms send what visitors typed (docs/site/forms.md#one-submitter): by default nothing
 * is transmitted; each kind of form simulates success after its delay. `site.json` can name a real
 * endpoint (`forms.endpoint`, https): then every form posts there, and the blocks do not change.
 */
import site from '../../site.json';
import type { Trap } from './trap';
import type { FormFiles, FormKind, FormValues } from './transport';

export type { FormKind, FormValues };

/**
 * Resolves once the submission was accepted; rejects when it could not be sent. `key` is the
 * submission's idempotency key (key.ts), the same on every attempt to deliver it.
 */
export type Transport = (
  kind: FormKind,
  data: FormValues,
  files: FormFiles | undefined,
  key: string | undefined,
  elapsedMs?: number,
) => Promise<void>;

/**
 * docs/site/forms.md#submission-delays: signup 1 s, contact 1 s, consultation 2 s. The job
 * application has no delay: the agency has it confirmed at once.
 */
export const SUBMIT_DELAY_MS: Readonly<Record<FormKind, number>> = {
  signup: 1000,
  contact: 1000,
  consultation: 2000,
  application: 0,
};

/**
 * Today's transport: wait the kind's delay, then succeed. The data goes nowhere, and is not
 * logged either: applicants' names, e-mails and phones have no place in a browser console.
 */
export const simulate = (kind: FormKind): Promise<void> =>
  kind === 'application'
    ? Promise.resolve()
    : new Promise((resolve) => setTimeout(resolve, SUBMIT_DELAY_MS[kind]));

/**
 * How long a trapped submission "sends" when a real endpoint is configured: about what a real
 * one takes on a phone network, so the Sending… state shows as long as a person's would.
 */
export const DECOY_MS = 800;

const configured = (site as { forms?: { endpoint?: string } }).forms?.endpoint;
/*
 * The HTTP transport is loaded only when an endpoint is configured, and only at the first send:
 * a site that simulates (the spec's default) never downloads it, and a site that posts pays for it
 * after the visitor pressed Send, not on every page's first load (the 120 KB budget).
 */
const transport: Transport = configured
  ? (kind, data, files, key, elapsedMs) =>
      import('./transport').then((m) =>
        m.httpTransport(configured)(kind, data, files, key, elapsedMs),
      )
  : (kind) => simulate(kind);

/** A submission taken for a bot's sends nothing, and looks to the sender like any other. */
const decoy = (kind: FormKind): Promise<void> =>
  configured
    ? new Promise((resolve) => setTimeout(resolve, Math.max(SUBMIT_DELAY_MS[kind], DECOY_MS)))
    : simulate(kind);

export interface SendOptions {
  /** The résumé's bytes, by field name (the values only hold its file name). */
  files?: FormFiles | undefined;
  /** The submission's idempotency key; the transport makes a new one when not given. */
  key?: string | undefined;
  /** Why the submission was taken for a bot's (trap.ts): then nothing is sent. */
  trap?: Trap | undefined;
  /** When the form was shown (shownAt.ts): the endpoint is told how long it took to fill. */
  shownAt?: number | undefined;
}

/** Sends a form of the given kind. */
export function submit(kind: FormKind, data: FormValues, options: SendOptions = {}): Promise<void> {
  const { files, key, trap, shownAt } = options;
  if (trap) {
    // Left as a mark, like the app's start (public/start.js): tests and field data can tell a
    // submission that was held back from one that went out.
    if (typeof performance !== 'undefined') performance.mark(`form-trapped:${trap}`);
    return decoy(kind);
  }
  const elapsedMs = shownAt === undefined ? undefined : Date.now() - shownAt;
  return transport(
    kind,
    data,
    files && Object.keys(files).length ? files : undefined,
    key,
    elapsedMs,
  );
}
