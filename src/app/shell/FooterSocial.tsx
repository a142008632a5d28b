import { useTranslation } from '../../i18n/react';
import type { SocialProfile } from '../../generated/schema-types';

/** The profiles that exist: a bare network name is a placeholder, never shown. */
export const socialProfiles = (social: readonly (string | SocialProfile)[]): SocialProfile[] =>
  social.filter((s): s is SocialProfile => typeof s !== 'string');

/**
 * The agency's social profiles as links, under their heading; nothing at all while none has an
 * address in site.json (a row of "coming soon" pills led nowhere and read as an unfinished site).
 */
export function FooterSocial({ social }: { social: readonly (string | SocialProfile)[] }) {
  const { t } = useTranslation();
  const profiles = socialProfiles(social);
  if (!profiles.length) return null;
  return (
    <>
      <h2 className="mt-6 font-semibold">{t('footer.socialHeading')}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {profiles.map((p) => (
          <li key={p.url}>
            <a
              href={p.url}
              rel="me noopener"
              className="inline-block rounded-full border border-border px-3 py-1 hover:border-accent focus-visible:outline-2 focus-visible:outline-accent"
            >
              {p.name}
            </a>
          </li>
        ))}
      </ul>
    </>
  );
}
