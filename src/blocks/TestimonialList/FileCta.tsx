import { useTranslation } from '../../i18n/react';
import type { Action, StickyCta as StickyCtaBlock } from '../../generated/schema-types';
import StickyCta from '../StickyCta';
import type { TestimonialsFile } from './testimonials';

const NS = 'testimonialsFile';

/**
 * The file's own call to action, shown with the stickyCta block's behaviour (past half of the
 * page, dismissible for the visit). That block takes translation keys; the file already holds
 * the words in the visitor's language, so they are added to i18next under a namespace of their
 * own and the bar receives keys to them.
 */
export function FileCta({ cta }: { cta: TestimonialsFile['stickyCta'] }) {
  const { i18n } = useTranslation();
  const words = {
    title: cta.title,
    subtitle: cta.subtitle,
    buttons: Object.fromEntries(cta.buttons.map((b, i) => [`b${i}`, b.text])),
  };
  // Idempotent, and done before the bar renders, so its first render finds the words.
  i18n.addResourceBundle(i18n.language, NS, words, true, true);
  const actions = cta.buttons
    .slice(0, 2)
    .map((b, i): Action => ({ label: `${NS}:buttons.b${i}`, href: b.action, variant: b.variant }));
  if (actions.length === 0) return null;
  const block: StickyCtaBlock = {
    type: 'stickyCta',
    title: `${NS}:title`,
    subtitle: `${NS}:subtitle`,
    actions,
  };
  return <StickyCta block={block} />;
}
