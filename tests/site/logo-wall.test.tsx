import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import LogoWall from '../../src/blocks/LogoWall';
import { seedContent } from '../../src/content/load';
import type { LogoWall as LogoWallBlock } from '../../src/generated/schema-types';
import { createServerI18n } from '../../src/i18n/i18n';
import { I18nextProvider } from '../../src/i18n/react';
import { readCollection } from '../../scripts/lib/collections';
import { root as repo } from '../../scripts/lib/paths';
import { Providers } from './render-helpers';
import { localeWords, pageBlocks } from './words';

// The home page's logo wall, as the page file declares it.
const block = pageBlocks('index').find((b) => b.type === 'logoWall') as LogoWallBlock;
const home = localeWords('en', 'home');

/** A scratch copy of the content the build reads, with the clients given (never the real site's). */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'logo-wall-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));
function clientsServed(clients: Record<string, unknown>[]) {
  const dir = path.join(scratch, String(Math.random()).slice(2));
  fs.mkdirSync(path.join(dir, 'content', 'clients'), { recursive: true });
  fs.copyFileSync(
    path.join(repo, 'content', 'facts.json'),
    path.join(dir, 'content', 'facts.json'),
  );
  for (const c of clients)
    fs.writeFileSync(
      path.join(dir, 'content', 'clients', `${String(c.id)}.json`),
      JSON.stringify(c),
    );
  return readCollection(dir, 'clients', 'en');
}

const client = (id: string, permission: boolean) => ({
  $schema: '../../schemas/content/client.schema.json',
  id,
  name: `Client ${id}`,
  logo: `/images/clients/${id}.svg`,
  industry: {
    en: 'Retail',
    ar: 'قطاع تجريبي',
    fr: 'Commerce',
    es: 'Comercio',
    de: 'Handel',
    it: 'Commercio',
  },
  link: `https://${id}.example.com`,
  permission,
});

function render(served: unknown) {
  seedContent({ '/content/clients.json': served });
  const i18n = createServerI18n('en', { home });
  return renderToString(
    <Providers>
      <I18nextProvider i18n={i18n}>
        <LogoWall block={block} />
      </I18nextProvider>
    </Providers>,
  );
}

describe('the logo wall (src/blocks/LogoWall)', () => {
  it('is on the home page, and shows there only once a client has allowed it', () => {
    expect(block).toBeDefined();
    const real = readCollection(repo, 'clients', 'en');
    // The site ships with no client (no invented logos): then the home page has no wall at all.
    expect(render(real) === '').toBe(real.items.length === 0);
  });

  it('with one client who allowed it: its heading and the logo, named and linked', () => {
    const html = render(clientsServed([client('atlas', true)]));
    expect(html).toContain(home.logoWall.title);
    expect(html).toContain('alt="Client atlas"');
    expect(html).toContain('src="/images/clients/atlas.svg"');
    expect(html).toContain('href="https://atlas.example.com"');
  });

  it('with clients who did not allow it: nothing, and they are not even published', () => {
    const served = clientsServed([client('quiet', false)]);
    expect(served.items).toEqual([]);
    expect(render(served)).toBe('');
    // Should one reach the browser anyway, the block still leaves it out.
    expect(render({ items: [{ ...client('quiet', false), industry: 'Retail' }] })).toBe('');
    const both = render({
      items: [
        { ...client('quiet', false), industry: 'Retail' },
        { ...client('open', true), industry: 'Retail' },
      ],
    });
    expect(both).toContain('Client open');
    expect(both).not.toContain('Client quiet');
  });
});
