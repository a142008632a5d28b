import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { heroVisualNames, type HeroVisualName } from '../../src/blocks/Hero/visuals';
import Chart from '../../src/blocks/Hero/visuals/Chart';
import Chat from '../../src/blocks/Hero/visuals/Chat';
import Document from '../../src/blocks/Hero/visuals/Document';
import Globe from '../../src/blocks/Hero/visuals/Globe';
import Grid from '../../src/blocks/Hero/visuals/Grid';
import Growth from '../../src/blocks/Hero/visuals/Growth';
import Network from '../../src/blocks/Hero/visuals/Network';
import Orbit from '../../src/blocks/Hero/visuals/Orbit';

const components = { Chart, Chat, Document, Globe, Grid, Growth, Network, Orbit };

const names: HeroVisualName[] = [...heroVisualNames];
// Motifs with a direction (a rising line, a fanned stack, who speaks where) mirror in Arabic.
const directional: HeroVisualName[] = ['growth', 'document', 'chat'];

describe('hero visuals', () => {
  it('offers exactly the eight motifs', () => {
    expect(names.sort()).toEqual(
      ['chart', 'chat', 'document', 'globe', 'grid', 'growth', 'network', 'orbit'].sort(),
    );
  });

  describe.each(names)('%s', (name) => {
    const Visual =
      components[`${name.charAt(0).toUpperCase()}${name.slice(1)}` as keyof typeof components];
    const html = renderToString(<Visual />);

    it('is one decorative svg hidden from assistive technology, in one drifting box', () => {
      expect(html).toMatch(/^<div class="hv-drift[^"]*"><svg/);
      expect(html.match(/<svg/g)).toHaveLength(1);
      expect(html).toContain('aria-hidden="true"');
      expect(html).toContain('focusable="false"');
    });

    it('is self-contained inline markup (strict CSP, no requests)', () => {
      for (const banned of ['<script', '<style', '<image', 'href=']) {
        expect(html).not.toContain(banned);
      }
    });

    it('animates nothing inside the drawing (shapes in an SVG repaint it at every frame)', () => {
      expect(html).not.toMatch(/animation|hv-(?!drift|calm)/);
    });

    it('stays small enough to inline in every prerendered page', () => {
      expect(html.length).toBeLessThan(2600);
    });

    it(`${directional.includes(name) ? 'mirrors' : 'needs no mirroring'} in right-to-left`, () => {
      expect(html.includes('rtl:-scale-x-100')).toBe(directional.includes(name));
    });
  });
});
