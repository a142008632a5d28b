import { FooterSocial } from './FooterSocial';
import { useTranslation } from '../../i18n/react';
import site from '../../../site.json';
import { useText } from '../../i18n/useText';
import { SmartLink } from '../../ui/SmartLink';
import { FooterSubscribe } from './FooterSubscribe';
import { SpriteIcon } from '../../ui/SpriteIcon';
import { telHref } from '../../ui/telHref';

const linkClass =
  'rounded text-muted hover:text-fg focus-visible:outline-2 focus-visible:outline-accent';

/**
 * Every footer link, contact details, badges, subscribe box, the social profiles that exist, © 2024
 * (docs/site/shell.md#footer).
 */
export function Footer({ onCookieSettings }: { onCookieSettings?: () => void }) {
  const { t } = useTranslation();
  const text = useText();
  return (
    <footer className="border-t border-border bg-surface/40 text-sm">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold">{site.name}</p>
          <p className="mt-3 text-muted">{t('footer.tagline')}</p>
          <ul className="mt-4 flex flex-wrap gap-2">
            <li className="inline-flex items-center gap-1.5 rounded-full border border-border px-3 py-1">
              <SpriteIcon name="shield-check" className="size-4 text-accent" />
              {t('footer.badges.secure')}
            </li>
            <li className="inline-flex items-center gap-1.5 rounded-full border border-border px-3 py-1">
              <SpriteIcon name="award" className="size-4 text-accent" />
              {t('footer.badges.iso')}
            </li>
          </ul>
        </div>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="font-semibold">
            {t('footer.linksHeading')}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2">
            {site.footer.links.map((link) => (
              <li key={link.href}>
                <SmartLink href={link.href} className={linkClass}>
                  {text(link.label)}
                </SmartLink>
              </li>
            ))}
            {onCookieSettings && (
              <li>
                <button
                  type="button"
                  onClick={onCookieSettings}
                  className={`${linkClass} text-start`}
                >
                  {t('footer.cookieSettings')}
                </button>
              </li>
            )}
          </ul>
        </nav>
        <div>
          <h2 className="font-semibold">{t('footer.contactHeading')}</h2>
          <ul className="mt-3 space-y-2 text-muted">
            <li className="flex items-start gap-2">
              <SpriteIcon name="mail" className="mt-0.5 size-4 shrink-0 text-accent" />
              <a href={`mailto:${site.contact.email}`} className={linkClass}>
                {site.contact.email}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <SpriteIcon name="phone" className="mt-0.5 size-4 shrink-0 text-accent" />
              <a href={telHref(site.contact.phone)} className={linkClass} dir="ltr">
                {site.contact.phone}
              </a>
            </li>
            <li className="flex items-start gap-2">
              <SpriteIcon name="map-pin" className="mt-0.5 size-4 shrink-0 text-accent" />
              <span>{text(site.contact.address)}</span>
            </li>
          </ul>
          <FooterSocial social={site.footer.social} />
        </div>
        <FooterSubscribe />
      </div>
      <div className="border-t border-border py-6 text-center text-muted">
        {t('layout.copyright', { year: site.footer.copyrightYear, name: site.name })}
      </div>
    </footer>
  );
}
