import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import site from '../../../site.json';
import type { ContactCard as ContactCardBlock } from '../../generated/schema-types';
import { useText } from '../../i18n/useText';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { telHref } from '../../ui/telHref';
import { ActionRow } from '../../ui/ActionRow';

const linkClass =
  'rounded font-semibold break-words hover:text-accent focus-visible:outline-2 focus-visible:outline-accent';

/**
 * Vision 2030's contact card (docs/site/vision-2030.md#contact-card): email, phone and the
 * Kenitra office. The details come from site.json's "contact", as in the footer, so they are
 * written once for the whole site.
 */
export default function ContactCard({ block }: { block: ContactCardBlock }) {
  const text = useText();
  const { t } = useTranslation();
  const titleId = useId();
  const { email, phone, address } = site.contact;
  const details = [
    {
      icon: 'mail',
      label: 'contactCard.email',
      value: (
        <a href={`mailto:${email}`} className={linkClass}>
          {email}
        </a>
      ),
    },
    {
      icon: 'phone',
      label: 'contactCard.phone',
      value: (
        <a href={telHref(phone)} className={linkClass} dir="ltr">
          {phone}
        </a>
      ),
    },
    {
      icon: 'map-pin',
      label: 'contactCard.office',
      value: <address className="font-semibold not-italic">{text(address)}</address>,
    },
  ] as const;
  return (
    <section aria-labelledby={titleId} className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-4xl rounded-3xl border border-border bg-surface p-6 text-center sm:p-10">
        <h2 id={titleId} className="text-3xl font-bold tracking-tight text-balance">
          {text(block.title)}
        </h2>
        {block.subtitle && (
          <p className="mt-3 text-lg text-pretty text-muted">{text(block.subtitle)}</p>
        )}
        <dl className="mt-8 grid gap-4 text-start sm:grid-cols-3">
          {details.map(({ icon, label, value }) => (
            <div key={icon} className="rounded-2xl bg-bg p-5">
              <dt className="flex items-center gap-2 text-sm text-muted">
                <SpriteIcon name={icon} className="size-4 text-accent" />
                {t(label)}
              </dt>
              <dd className="mt-2">{value}</dd>
            </div>
          ))}
        </dl>
        <ActionRow actions={block.actions} className="mt-8 justify-center" />
      </div>
    </section>
  );
}
