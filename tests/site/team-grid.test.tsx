// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from '../../src/i18n/react';
import { afterEach, describe, expect, it } from 'vitest';
import TeamGrid from '../../src/blocks/TeamGrid';
import { initials } from '../../src/ui/initials';
import { orbitPosition, RADIUS } from '../../src/blocks/TeamGrid/Orbit';
import type { TeamGrid as TeamGridBlock } from '../../src/generated/schema-types';
import { createServerI18n } from '../../src/i18n/i18n';
import { Providers } from './render-helpers';
import { seedContent } from '../../src/content/load';
import { readCollection } from '../../scripts/lib/collections';
import { root as repo } from '../../scripts/lib/paths';
import { shownMembers } from '../collections';
import { localeWords, pageBlocks, pageText } from './words';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const words = (ns: string) => localeWords('en', ns);
const common = words('common').teamGrid;
const team = words('team');
// About's team list, as visitors get it: the shared section with About's own heading.
const block = pageBlocks('about').find((b) => b.type === 'teamGrid') as TeamGridBlock;
// The collection as the prerender embeds it in the page.
seedContent({ '/content/team.json': readCollection(repo, 'team', 'en') });
const members = shownMembers('about', 'team', 'en');

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
  it('shows every member with initials as avatars, no photos (docs/site/about.md#team)', () => {
    const d = parse(block);
    const cards = [...d.querySelectorAll<HTMLElement>('[data-view=grid] > li')];
    expect(members.length).toBeGreaterThan(2);
    expect(cards.map((c) => c.dataset.member)).toEqual(members.map((m) => m.id));
    const first = cards[0] as Element;
    const person = members[0]!;
    expect(first.querySelector('h3')?.textContent).toBe(person.name);
    expect(first.querySelector('[aria-hidden=true]')?.textContent).toBe(initials(person.name));
    expect(first.textContent).toContain(person.role);
    expect(first.textContent).toContain(person.bio ?? 'missing');
    expect([...first.querySelectorAll('ul li')].map((li) => li.textContent)).toEqual(
      person.expertise,
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
    expect(people.map((b) => b.textContent)).toEqual(
      members.map((m) => `${initials(m.name)}${m.name}`),
    );
    const panel = () => host.querySelector('[data-member-details]') as HTMLElement;
    expect(panel().dataset.memberDetails).toBe(members[0]!.id);
    expect(people[0]?.getAttribute('aria-controls')).toBe(panel().id);
    const [focused, chosen] = [1, members.length - 1];
    act(() => people[focused]?.focus());
    expect(panel().dataset.memberDetails).toBe(members[focused]!.id);
    expect(panel().textContent).toContain(members[focused]!.bio ?? 'missing');
    expect(people[focused]?.getAttribute('aria-pressed')).toBe('true');
    expect(people[0]?.getAttribute('aria-pressed')).toBe('false');
    act(() => people[chosen]?.click());
    expect(panel().textContent).toContain(members[chosen]!.bio ?? 'missing');
  });

  it('with views "grid" (the default) there is no toggle', () => {
    const d = parse({ ...block, views: undefined });
    expect(d.querySelector('[aria-pressed]')).toBeNull();
    expect(d.querySelectorAll('[data-view=grid] > li')).toHaveLength(members.length);
  });

  it('picks people from the team collection by id, in the order written', () => {
    const [a, b] = [members[members.length - 1]!, members[0]!];
    const d = parse({ ...block, select: [a.id, b.id] });
    const cards = [...d.querySelectorAll<HTMLElement>('[data-view=grid] > li')];
    expect(cards.map((c) => c.dataset.member)).toEqual([a.id, b.id]);
  });

  it('a block that lists its people itself shows their words from their keys', () => {
    const key = 'team:leadership.title';
    const d = parse({ type: 'teamGrid', members: [{ id: 'p', name: 'Tessa Probe', role: key }] });
    expect(d.querySelector('[data-member=p]')?.textContent).toContain(pageText('en', key));
  });

  it('places the orbit evenly round the centre, the first at the top', () => {
    expect(orbitPosition(0, 6)).toEqual({ x: 0, y: -RADIUS });
    expect(orbitPosition(3, 6)).toEqual({ x: 0, y: RADIUS });
    expect(orbitPosition(1, 6).x).toBeCloseTo(-orbitPosition(5, 6).x);
    expect(orbitPosition(1, 4)).toEqual({ x: RADIUS, y: 0 });
  });

  it('takes initials from the first and last names, skipping titles', () => {
    expect(initials('Tessa El Probe')).toBe('TP');
    expect(initials('Dr. Vilma  Quorn')).toBe('VQ');
    expect(initials('Zorvana')).toBe('Z');
  });
});
