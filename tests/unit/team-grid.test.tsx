// @vitest-environment happy-dom
import fs from 'node:fs';
import { expandIncludes } from '../../src/engine/sections';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '../../src/i18n/react';
import { afterEach, describe, expect, it } from 'vitest';
import TeamGrid from '../../src/blocks/TeamGrid';
import { initials } from '../../src/blocks/TeamGrid/initials';
import { orbitPosition } from '../../src/blocks/TeamGrid/Orbit';
import type { TeamGrid as TeamGridBlock } from '../../src/generated/schema-types';
import { createServerI18n } from '../../src/i18n/i18n';
import { Providers } from './render-helpers';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const words = (ns: string) => JSON.parse(fs.readFileSync(`locales/en/${ns}.json`, 'utf8'));
const common = words('common').teamGrid;
const team = words('team');
const read = (rel: string) => JSON.parse(fs.readFileSync(rel, 'utf8'));
// About's team list, as visitors get it: the shared section with About's own heading.
const about = expandIncludes(read('pages/about.json').blocks, (name) =>
  read(`pages/_sections/${name}.json`),
) as { type: string }[];
const block = about.find((b) => b.type === 'teamGrid') as TeamGridBlock;

function ui(b: TeamGridBlock) {
  const i18n = createServerI18n('en', {
    common: words('common'),
    about: words('about'),
    team,
  });
  return (
    <Providers>
      <I18nextProvider i18n={i18n}>
        <TeamGrid block={b} />
      </I18nextProvider>
    </Providers>
  );
}
const parse = (b: TeamGridBlock) =>
  new DOMParser().parseFromString(renderToString(ui(b)), 'text/html');

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});
function mount(b: TeamGridBlock) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  act(() => root?.render(ui(b)));
  const toggle = (name: string) =>
    [...host.querySelectorAll('[role=group] button')].find(
      (el) => el.textContent === name,
    ) as HTMLButtonElement;
  return { host, grid: toggle(common.grid), orbit: toggle(common.orbit) };
}

describe('teamGrid', () => {
  it('shows six members (spec §3 Team member) with initials as avatars, no photos', () => {
    const d = parse(block);
    const cards = [...d.querySelectorAll<HTMLElement>('[data-view=grid] > li')];
    expect(cards.map((c) => c.dataset.member)).toEqual([
      'youssef-el-amrani',
      'salma-bennis',
      'karim-ouahbi',
      'imane-tazi',
      'hamza-berrada',
      'khadija-el-idrissi',
    ]);
    const first = cards[0] as Element;
    expect(first.querySelector('h3')?.textContent).toBe('Youssef El Amrani');
    expect(first.querySelector('[aria-hidden=true]')?.textContent).toBe('YA');
    expect(first.textContent).toContain(team.members.youssef.role);
    expect(first.textContent).toContain(team.members.youssef.bio);
    expect([...first.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(
      Object.values(team.members.youssef.expertise),
    );
    expect(d.querySelector('img')).toBeNull();
  });

  it('has join-us buttons to /careers and /contact', () => {
    const links = [...parse(block).querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/careers', '/contact']);
  });

  it('starts in the grid; the Orbit button switches the view and aria-pressed follows', () => {
    const { host, grid, orbit } = mount(block);
    expect(grid.getAttribute('aria-pressed')).toBe('true');
    expect(orbit.getAttribute('aria-pressed')).toBe('false');
    expect(host.querySelector('[data-view=grid]')).not.toBeNull();
    act(() => orbit.click());
    expect(grid.getAttribute('aria-pressed')).toBe('false');
    expect(orbit.getAttribute('aria-pressed')).toBe('true');
    expect(host.querySelector('[data-view=grid]')).toBeNull();
    expect(host.querySelector('[data-view=orbit]')).not.toBeNull();
    act(() => grid.click());
    expect(host.querySelector('[data-view=grid]')).not.toBeNull();
  });

  it('the orbit names every member and shows the bio of the one focused or chosen', () => {
    const { host, orbit } = mount(block);
    act(() => orbit.click());
    const people = [...host.querySelectorAll('[data-view=orbit] li button')] as HTMLElement[];
    expect(people.map((b) => b.textContent)).toEqual([
      'YAYoussef El Amrani',
      'SBSalma Bennis',
      'KOKarim Ouahbi',
      'ITImane Tazi',
      'HBHamza Berrada',
      'KIKhadija El Idrissi',
    ]);
    const panel = () => host.querySelector('[data-member-details]') as HTMLElement;
    expect(panel().dataset.memberDetails).toBe('youssef-el-amrani');
    expect(people[0]?.getAttribute('aria-controls')).toBe(panel().id);
    act(() => people[3]?.focus());
    expect(panel().dataset.memberDetails).toBe('imane-tazi');
    expect(panel().textContent).toContain(team.members.imane.bio);
    expect(people[3]?.getAttribute('aria-pressed')).toBe('true');
    expect(people[0]?.getAttribute('aria-pressed')).toBe('false');
    act(() => people[5]?.click());
    expect(panel().textContent).toContain(team.members.khadija.bio);
  });

  it('with views "grid" (the default) there is no toggle', () => {
    const d = parse({ ...block, views: undefined });
    expect(d.querySelector('[aria-pressed]')).toBeNull();
    expect(d.querySelectorAll('[data-view=grid] > li')).toHaveLength(6);
  });

  it('places the orbit evenly round the centre, the first at the top', () => {
    expect(orbitPosition(0, 6)).toEqual({ x: 0, y: -38 });
    expect(orbitPosition(3, 6)).toEqual({ x: 0, y: 38 });
    expect(orbitPosition(1, 6).x).toBeCloseTo(-orbitPosition(5, 6).x);
    expect(orbitPosition(1, 4)).toEqual({ x: 38, y: 0 });
  });

  it('takes initials from the first and last names, skipping titles', () => {
    expect(initials('Youssef El Amrani')).toBe('YA');
    expect(initials('Dr. Samira Lahlou')).toBe('SL');
    expect(initials('Imane')).toBe('I');
  });
});
