import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';
import { useLanguage } from '../i18n/LanguageContext';
import { localizePath } from '../engine/routing';

type Props = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * A link from page data: site paths get the visitor's language prefix and client-side
 * navigation; external addresses open normally (new tab for https, with a safe rel).
 */
export function SmartLink({ href, children, ...rest }: Props) {
  const lang = useLanguage();
  if (href.startsWith('/')) {
    return (
      // discover="none": route discovery belongs to react-router's framework mode; left on, it only
      // writes data-discover="true" into every link of the prerendered HTML.
      <Link to={localizePath(href, lang)} discover="none" {...rest}>
        {children}
      </Link>
    );
  }
  const external = href.startsWith('https://');
  return (
    <a
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}
