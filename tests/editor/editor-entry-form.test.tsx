// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FormContext, FormField, type FormState } from '../../editor/EntryFields';
import { apply, MarkdownField } from '../../editor/MarkdownField';
import { emptyOf, ID, slugFromTitle } from '../../editor/entryForm';
import type { Problem } from '../../editor/problems';
import type { SchemaFiles } from '../../editor/schema';
import { loadSchemas } from '../../scripts/lib/schemas.ts';
import { root } from '../../scripts/lib/paths.ts';
import { mount } from '../dom-mount';

/*
 * The content form as a person uses it: drawn from the team member schema, over a real entry
 * read from content/team/; "+", remove and move change the entry's lists; an empty language
 * says "to write"; the lint's message for a box is shown under that box.
 */

type Json = Record<string, unknown>;
const files = Object.fromEntries(loadSchemas().map((f) => [f.rel, f.schema])) as SchemaFiles;
const site = JSON.parse(fs.readFileSync(path.join(root, 'site.json'), 'utf8')) as {
  languages: string[];
  defaultLanguage: string;
};
const SCHEMA = 'schemas/content/teamMember.schema.json';
const dir = path.join(root, 'content/team');
const entry = JSON.parse(fs.readFileSync(path.join(dir, fs.readdirSync(dir)[0]!), 'utf8')) as Json;
const english = new Intl.DisplayNames(['en'], { type: 'language' }).of(site.defaultLanguage)!;

function Form({
  start,
  problems,
  seen,
  pending = [],
}: {
  start: Json;
  problems: Problem[];
  seen: Json[];
  pending?: string[];
}) {
  const [value, setValue] = useState(start);
  const state: FormState = {
    files,
    languages: site.languages,
    defaultLanguage: site.defaultLanguage,
    problems,
    upload: () => Promise.resolve({ error: 'not here' }),
    shown: new Set(),
    pending: new Set(pending.map((p) => `content/team/x.json#${p}`)),
  };
  return (
    <FormContext.Provider value={state}>
      <FormField
        node={{ file: SCHEMA, schema: files[SCHEMA]! }}
        value={value}
        onChange={(v) => {
          seen.push(v as Json);
          setValue(v as Json);
        }}
        file="content/team/x.json"
        pointer=""
        label="Entry"
      />
    </FormContext.Provider>
  );
}

const click = (el: Element | null) => {
  if (!el) throw new Error('no such button');
  act(() => (el as HTMLElement).click());
};
const byLabel = (c: HTMLElement, label: string) => c.querySelector(`[aria-label="${label}"]`);

describe('a collection form', () => {
  it('adds, removes and moves the words of a list in one language', () => {
    const seen: Json[] = [];
    const c = mount(<Form start={entry} problems={[]} seen={seen} />);
    const list = (entry.expertise as Record<string, string[]>)[site.defaultLanguage]!;
    const label = `Expertise (${english})`;
    const last = () => (seen.at(-1)!.expertise as Record<string, string[]>)[site.defaultLanguage]!;
    click(byLabel(c, `Add to ${label}`));
    expect(last()).toEqual([...list, '']);
    click(byLabel(c, `Move ${label} 1 down`));
    expect(last()).toEqual([list[1], list[0], ...list.slice(2), '']);
    click(byLabel(c, `Remove ${label} 1`));
    expect(last()).toEqual([list[0], ...list.slice(2), '']);
    // The other languages are untouched.
    for (const l of site.languages.filter((x) => x !== site.defaultLanguage))
      expect((seen.at(-1)!.expertise as Json)[l]).toEqual((entry.expertise as Json)[l]);
  });

  it('marks an empty language "to write" and shows the lint’s message under its box', () => {
    const start = emptyOf(
      files,
      { file: SCHEMA, schema: files[SCHEMA]! },
      site.languages,
      '2025-01-01',
    ) as Json;
    expect(Object.keys(start.role as Json).sort()).toEqual([...site.languages].sort());
    const problem: Problem = {
      file: 'content/team/x.json',
      line: 3,
      column: 5,
      pointer: '/role/fr',
      message: 'must NOT have fewer than 1 characters',
    };
    const c = mount(<Form start={start} problems={[problem]} seen={[]} />);
    const role = [...c.querySelectorAll('fieldset')].find(
      (f) => f.querySelector('legend')?.textContent === 'Role',
    )!;
    expect(role.querySelectorAll('.ed-mark-missing')).toHaveLength(site.languages.length);
    const fr = role.querySelector('[data-lang="fr"]')!;
    expect(fr.querySelector('textarea')?.getAttribute('aria-invalid')).toBe('true');
    expect(fr.querySelector('.ed-problems')?.textContent).toMatch(/characters/);
    expect(role.querySelector('[data-lang="en"] .ed-problems')).toBeNull();
  });
});

describe('translations saved to write later, and a photo’s description', () => {
  const fieldset = (c: HTMLElement, legend: string) =>
    [...c.querySelectorAll('fieldset')].find(
      (f) => f.querySelector('legend')?.textContent === legend,
    )!;

  it('marks a box saved as pending, and only while it is empty', () => {
    const role = entry.role as Record<string, string>;
    const start = { ...entry, role: { ...role, fr: '' } };
    const c = mount(
      <Form start={start} problems={[]} seen={[]} pending={['/role/fr', '/role/de']} />,
    );
    const box = fieldset(c, 'Role');
    expect(box.querySelector('[data-lang="fr"] .ed-mark-missing')).not.toBeNull();
    expect(box.querySelector('[data-lang="fr"] .ed-mark-pending')).not.toBeNull();
    // German was written since: it is no longer pending.
    expect(box.querySelector('[data-lang="de"] .ed-mark-pending')).toBeNull();
    expect(box.querySelectorAll('.ed-mark-pending')).toHaveLength(1);
  });

  it('offers a team photo and its description, in every language, named in plain words', () => {
    const seen: Json[] = [];
    const c = mount(<Form start={entry} problems={[]} seen={seen} />);
    expect(c.querySelector('[data-field="/photo"] input[type="file"]')).not.toBeNull();
    const described = fieldset(c, 'Photo description');
    expect(described.querySelectorAll('textarea')).toHaveLength(site.languages.length);
    // Typing one language of an optional text writes every language, the others "to write".
    const first = described.querySelector<HTMLTextAreaElement>(
      `[data-lang="${site.defaultLanguage}"] textarea`,
    )!;
    act(() => {
      const set = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      set.call(first, 'At her desk');
      first.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(Object.keys(seen.at(-1)!.photoAlt as Json).sort()).toEqual([...site.languages].sort());
  });
});

describe('a new entry’s id', () => {
  it('is an ASCII slug of its title, never one already taken', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 120 }),
        fc.array(fc.string({ maxLength: 12 }), { maxLength: 5 }),
        (title, extra) => {
          const taken = [slugFromTitle(title), `${slugFromTitle(title)}-2`, ...extra];
          const id = slugFromTitle(title, taken);
          expect(id).toMatch(ID);
          expect(taken).not.toContain(id);
        },
      ),
      { numRuns: 300 },
    );
    expect(slugFromTitle('Étude : Fès & co')).toBe('etude-fes-co');
  });
});

describe('the Markdown toolbar', () => {
  it('makes headings and lists of the lines chosen, and wraps words in bold, italic and links', () => {
    const text = 'Title\nfirst\nsecond';
    expect(apply(text, 0, 3, 'h2').text).toBe('## Title\nfirst\nsecond');
    expect(apply(text, 6, 14, 'ul').text).toBe('Title\n- first\n- second');
    expect(apply(text, 6, 14, 'ol').text).toBe('Title\n1. first\n2. second');
    expect(apply('## Title', 0, 0, 'h3').text).toBe('### Title');
    // On an empty line the cursor lands after the mark, so what is typed next follows it.
    expect(apply('a\n\nb', 2, 2, 'h3')).toEqual({ text: 'a\n### \nb', from: 6, to: 6 });
    expect(apply('', 0, 0, 'ul')).toEqual({ text: '- ', from: 2, to: 2 });
    expect(apply(text, 6, 11, 'bold').text).toBe('Title\n**first**\nsecond');
    expect(apply(text, 6, 11, 'italic').text).toBe('Title\n*first*\nsecond');
    expect(apply(text, 6, 11, 'link', 'https://x.test').text).toBe(
      'Title\n[first](https://x.test)\nsecond',
    );
  });

  it('selects what a button made as soon as the box shows it, so the next selection stands', () => {
    function Field() {
      const [value, setValue] = useState('Title\nfirst\nsecond');
      return (
        <MarkdownField value={value} onChange={setValue} lang="en" label="Body" problems={[]} />
      );
    }
    const box = mount(<Field />).querySelector('textarea')!;
    const button = (name: string) => document.querySelector<HTMLElement>(`[aria-label="${name}"]`)!;
    box.setSelectionRange(0, 5);
    act(() => button('Heading').click());
    expect([box.value, box.selectionStart, box.selectionEnd]).toEqual([
      '## Title\nfirst\nsecond',
      0,
      8,
    ]);
    // A selection made right after (before any frame) is the one the next button acts on.
    box.setSelectionRange(9, 21);
    act(() => button('Bullet list').click());
    expect(box.value).toBe('## Title\n- first\n- second');
  });

  it('never loses or reorders the words, whatever is selected', () => {
    const actions = ['h2', 'h3', 'ul', 'ol', 'quote', 'bold', 'italic', 'link'] as const;
    fc.assert(
      fc.property(
        // Any text, and texts made of the marks themselves, where a selection often starts or
        // ends inside a line's mark (found: a link at the start of "> " unmade the quote).
        fc.oneof(
          fc.string({ maxLength: 80 }),
          fc
            .array(fc.constantFrom('> ', '## ', '- ', '1. ', '#', 'a', ' ', '\n', '*'), {
              maxLength: 30,
            })
            .map((parts) => parts.join('')),
        ),
        fc.nat(),
        fc.nat(),
        fc.constantFrom(...actions),
        (t, a, b, action) => {
          const from = Math.min(a, b) % (t.length + 1);
          const to = Math.min(t.length, from + (Math.max(a, b) % (t.length + 1)));
          const out = apply(t, from, to, action).text;
          const bare = (s: string) =>
            s.replace(/^(#{1,6} |> |- |\d+\. )/gm, '').replace(/\*|\[|\]\(https:\/\/\)/g, '');
          expect(bare(out)).toBe(bare(t));
          // An inline mark never changes what each line is (heading, quote, list item).
          const lineMarks = (s: string) =>
            s.split('\n').map((line) => /^(#{1,6} |> |- |\d+\. )/.exec(line)?.[0] ?? '');
          if (['bold', 'italic', 'link'].includes(action))
            expect(lineMarks(out)).toEqual(lineMarks(t));
        },
      ),
      { numRuns: 600 },
    );
  });
});
