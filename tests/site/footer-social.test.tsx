import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import site from '../../site.json';
import { FooterSocial } from '../../src/app/shell/FooterSocial';
import { Providers } from './render-helpers';

const markup = (social: Parameters<typeof FooterSocial>[0]['social']) =>
  renderToStaticMarkup(
    <Providers>
      <FooterSocial social={social} />
    </Providers>,
  );

describe('the footer’s social profiles (src/app/shell/FooterSocial.tsx)', () => {
  it('shows nothing, not even its heading, while no network has an address: as site.json ships', () => {
    expect(markup([])).toBe('');
    expect(markup(['LinkedIn', 'X'])).toBe('');
    expect(markup(site.footer.social)).toBe('');
  });

  it('shows each profile with an address as a link, and still no bare name', () => {
    const html = markup([
      'Facebook',
      { name: 'LinkedIn', url: 'https://www.linkedin.com/company/example' },
    ]);
    expect(html).toContain('<h2');
    expect(html).toContain('href="https://www.linkedin.com/company/example"');
    expect(html).toContain('>LinkedIn</a>');
    expect(html).not.toContain('Facebook');
  });
});
