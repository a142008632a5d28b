/**
 * The one way forms send what visitors typed (DESIGN.md §10). Spec §7: by default nothing is
 * transmitted; each kind of form simulates success after its delay. `site.json` can name a real
 * endpoint (`forms.endpoint`, https): then every form posts there, and the blocks do not change.
 */
import site from '../../site.json';
import type { FormFiles } from './transport';

export type FormKind = 'signup' | 'contact' | 'consultation' | 'application';

/** The fields of a submission, by name. */
export type FormValues = Readonly<Record<string, string>>;

/** Resolves once the submission was accepted; rejects when it could not be sent. */
export type Transport = (kind: FormKind, data: FormValues, files?: FormFiles) => Promise<void>;

/**
 * Spec §7, §9: signup 1 s, contact 1 s, consultation 2 s. The job application has no delay: the
 * spec has it confirmed at once.
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
export const simulate: Transport = (kind) =>
  kind === 'application'
    ? Promise.resolve()
    : new Promise((resolve) => setTimeout(resolve, SUBMIT_DELAY_MS[kind]));

const configured = (site as { forms?: { endpoint?: string } }).forms?.endpoint;
/*
 * The HTTP transport is loaded only when an endpoint is configured, and only at the first send:
 * a site that simulates (the spec's default) never downloads it, and a site that posts pays for it
 * after the visitor pressed Send, not on every page's first load (the 120 KB budget).
 */
const transport: Transport = configured
  ? (kind, data, files) =>
      import('./transport').then((m) => m.httpTransport(configured)(kind, data, files))
  : simulate;

/** Sends a form of the given kind. */
export function submit(kind: FormKind, data: FormValues, files?: FormFiles): Promise<void> {
  return transport(kind, data, files);
}
