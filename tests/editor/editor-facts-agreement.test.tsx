// @vitest-environment happy-dom
import fs from 'node:fs';
import path from 'node:path';
import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { FactsAgreement } from '../../editor/FactsAgreement';
import { root } from '../../scripts/lib/paths.ts';
import type { FactPlace } from '../../scripts/lint/check/facts.ts';
import { mount } from '../dom-mount';

/*
 * The facts form as an editor uses it, over the site's own facts: change "clients" and the other
 * facts of its claim that now say something else are shown, with where the site shows them and
 * what it says there; one press sets them all to the new figure, or a typed reason keeps the
 * difference (the fact's "differs").
 */

type Json = Record<string, unknown>;
type Facts = { facts: Record<string, Json> };
const opened = JSON.parse(fs.readFileSync(path.join(root, 'content/facts.json'), 'utf8')) as Facts;
const others = Object.entries(opened.facts)
  .filter(([name, f]) => name !== 'clients' && f.claim === 'clients')
  .map(([name]) => name);

/** Two places: a page's figure, and a sentence that names a fact of the claim. */
const places: FactPlace[] = [
  { fact: others[0]!, file: 'pages/services.json', line: 9, column: 3, pointer: '/blocks/2/x' },
  {
    fact: others[0]!,
    file: 'locales/en/services.json',
    line: 4,
    column: 5,
    pointer: '/hero/subtitle',
    text: `Trusted by {{${others[0]}}} companies`,
  },
];

let current: Facts = opened;

/** The form's state as ContentApp keeps it: the data changes, `opened` stays. */
function Harness({ start }: { start: Facts }) {
  const [data, setData] = useState<Facts>(start);
  return (
    <FactsAgreement
      opened={opened}
      data={data}
      places={places}
      onChange={(d) => {
        current = d as Facts;
        setData(current);
      }}
    />
  );
}

const withClients = (value: number): Facts => ({
  ...opened,
  facts: { ...opened.facts, clients: { ...opened.facts.clients, figure: { value, suffix: '+' } } },
});

const button = (el: HTMLElement, text: RegExp) =>
  [...el.querySelectorAll('button')].find((b) => text.test(b.textContent ?? ''))!;

describe('the facts form shows the facts that now disagree', () => {
  it('says nothing while no fact is changed', () => {
    expect(others.length).toBeGreaterThan(0);
    const el = mount(<Harness start={opened} />);
    expect(el.querySelector('.ed-facts-agree')).toBeNull();
  });

  it('names each other fact, its figure, its page and its sentence; one press sets them together', () => {
    const el = mount(<Harness start={withClients(180)} />);
    const section = el.querySelector('[aria-label="Facts that disagree"]')!;
    expect(section.textContent).toContain('“clients” now says 180+');
    for (const name of others)
      expect(section.querySelector(`[data-fact="${name}"]`)).not.toBeNull();
    const first = section.querySelector(`[data-fact="${others[0]}"]`)!.textContent!;
    expect(first).toContain('Page “services” · section 3');
    expect(first).toContain('the “services” texts, hero.subtitle');
    // What the sentence says there now, its figure filled in.
    expect(first).toMatch(/: “Trusted by \S+ companies”/);
    expect(first).not.toContain('{{');

    act(() => button(el, /^Set /).click());
    for (const name of ['clients', ...others])
      expect(current.facts[name]!.figure).toEqual({ value: 180, suffix: '+' });
    // Descriptions and claims are kept.
    for (const name of others) expect(current.facts[name]!.claim).toBe('clients');
    expect(el.querySelector('.ed-facts-agree')).toBeNull();
  });

  it('keeps a difference on purpose only with a reason typed, recorded on the fact', () => {
    const el = mount(<Harness start={withClients(180)} />);
    const keep = button(el, /^Keep /);
    expect(keep.disabled).toBe(true);
    const input = el.querySelector<HTMLInputElement>('.ed-facts-keep input')!;
    act(() => {
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      set.call(input, 'we now count the clients of 2026 only');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(keep.disabled).toBe(false);
    act(() => keep.click());
    expect(current.facts.clients!.differs).toBe('we now count the clients of 2026 only');
    expect(current.facts.clients!.figure).toEqual({ value: 180, suffix: '+' });
    for (const name of others)
      expect(current.facts[name]!.figure).toEqual(opened.facts[name]!.figure);
    expect(el.querySelector('.ed-facts-agree')).toBeNull();
  });
});
