// @vitest-environment happy-dom
import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Block } from '../../src/generated/schema-types';
import { PageRenderer } from '../../src/engine/PageRenderer';
import { preloadBlocks } from '../../src/engine/blocks';
import { seedContent } from '../../src/content/load';
import { readCollection } from '../../scripts/lib/collections';
import { root as repo } from '../../scripts/lib/paths';
import { Providers } from './render-helpers';
import { pageBlocks } from './words';

/*
 * A team list as the editor's canvas shows it mid-edit: items without a name or an id, ids the
 * collection lacks, an emptied select, a list beside "from". The server render (which no error
 * boundary shields: the prerender fails on any throw) must show every person the data names.
 */

const team = readCollection(repo, 'team', 'en');
const teamIds = team.items.map((m) => String(m.id));

const cards = (blocks: Block[]) => {
  const html = renderToString(
    <Providers>
      <PageRenderer blocks={blocks} />
    </Providers>,
  );
  const d = new DOMParser().parseFromString(html, 'text/html');
  return [...d.querySelectorAll<HTMLElement>('[data-view=grid] > li')].map(
    (li) => li.dataset.member,
  );
};

/** Who a block names, worked out from the data alone. */
function expected(block: Record<string, unknown>): number {
  let picked = 0;
  if (block.from === 'team') {
    const chosen = Array.isArray(block.select)
      ? block.select.filter((id): id is string => typeof id === 'string')
      : [];
    picked = chosen.length ? chosen.filter((id) => teamIds.includes(id)).length : teamIds.length;
  }
  const written = Array.isArray(block.members) ? (block.members as unknown[]) : [];
  const named = written.filter(
    (m) =>
      !!m &&
      typeof m === 'object' &&
      !Array.isArray(m) &&
      typeof (m as { name?: unknown }).name === 'string',
  );
  return picked + named.length;
}

const hostile = fc.oneof(
  fc.constantFrom('', '</li><script>x</script>', '\u202e', 'x'.repeat(5000), 't:one', 'x:missing'),
  fc.string(),
);
const anyValue = fc.oneof(
  hostile,
  fc.integer(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(hostile, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), hostile, { maxKeys: 2 }),
);
const member = fc.oneof(
  // A person as the schema wants, or with any of its fields missing or of another kind.
  fc.record(
    {
      id: fc.oneof(fc.constantFrom(...teamIds, 'x', ''), anyValue),
      name: fc.oneof(hostile, anyValue),
      role: fc.oneof(fc.constant('t:one'), anyValue),
      bio: anyValue,
      experience: anyValue,
      expertise: fc.oneof(fc.array(hostile, { maxLength: 3 }), anyValue),
      certifications: fc.oneof(fc.array(hostile, { maxLength: 3 }), anyValue),
    },
    { requiredKeys: [] },
  ),
  anyValue,
);
const select = fc.oneof(
  fc.constantFrom('all', 'newest', undefined, '', 'none'),
  fc.array(fc.oneof(fc.constantFrom(...teamIds), fc.string({ maxLength: 12 }), anyValue), {
    maxLength: 6,
  }),
  anyValue,
);

beforeAll(async () => {
  // The collection as the prerender embeds it in the page.
  seedContent({ '/content/team.json': team });
  await preloadBlocks([{ type: 'teamGrid' }]);
});

describe('teamGrid with partial or hostile members', () => {
  it('shows every person the data names and never throws', () => {
    fc.assert(
      fc.property(
        fc.option(fc.constant('team'), { nil: undefined }),
        select,
        fc.option(fc.array(member, { maxLength: 6 }), { nil: undefined }),
        (from, sel, members) => {
          const block: Record<string, unknown> = { type: 'teamGrid', views: 'gridAndOrbit' };
          if (from !== undefined) block.from = from;
          if (sel !== undefined) block.select = sel;
          if (members !== undefined) block.members = members;
          expect(cards([block as unknown as Block])).toHaveLength(expected(block));
        },
      ),
      { numRuns: 80, seed: 20261127 },
    );
  });

  it('keeps the team when a new empty person is added beside it, and names each card', () => {
    const shared = pageBlocks('about').find((b) => b.type === 'teamGrid') as Block;
    const before = cards([shared]);
    expect(before.length).toBeGreaterThan(2);
    const added = { ...shared, members: [{}, { name: '' }] } as unknown as Block;
    expect(cards([added])).toEqual([...before, `member-${before.length + 1}`]);
    const emptied = { ...shared, select: [] } as unknown as Block;
    expect(cards([emptied])).toEqual(teamIds);
  });

  it('shows all four people /technology picks from the team', () => {
    const own = pageBlocks('technology').find((b) => b.type === 'teamGrid') as Block & {
      select: string[];
    };
    expect(own.select).toHaveLength(4);
    expect(cards([own])).toEqual(own.select);
  });
});
