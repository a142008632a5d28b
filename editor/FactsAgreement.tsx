import { useState } from 'react';
import type { FactPlace } from '../scripts/lint/check/facts.ts';
import {
  claimed,
  disagreements,
  readFacts,
  shown,
  type FactEntry,
} from '../scripts/lint/claims.ts';
import { placeOf } from './messages';

type Json = Record<string, unknown>;

/**
 * The facts form's warning, shown as a fact is changed and before it is saved: the other facts
 * that make the same claim with another figure (the lint's own rule, scripts/lint/claims.ts), and
 * where the site shows each, in words: the page and section, or the texts and what they say.
 * One button sets the others to the new figure; a typed reason keeps the difference on purpose
 * (the fact's "differs", which the lint honours too).
 */
export function FactsAgreement({
  opened,
  data,
  places,
  onChange,
}: {
  /** The facts as they were opened (or last saved). */
  opened: unknown;
  data: unknown;
  /** Every page and sentence that shows a fact; null while they load. */
  places: readonly FactPlace[] | null;
  onChange: (data: unknown) => void;
}) {
  const before = new Map((readFacts(opened) ?? []).map((f) => [f.name, f]));
  const changed = (f: FactEntry) => {
    const was = before.get(f.name);
    return !was || claimed(was.figure) !== claimed(f.figure);
  };
  const rows = disagreements(readFacts(data) ?? []).flatMap((d) => {
    const lead = d.facts.find(changed);
    if (!lead) return [];
    const others = d.facts.filter((f) => claimed(f.figure) !== claimed(lead.figure));
    return [{ claim: d.claim, lead, others }];
  });
  if (!rows.length) return null;
  return (
    <section className="ed-facts-agree" aria-label="Facts that disagree">
      {rows.map((r) => (
        <Row key={r.claim} {...r} data={data} places={places} onChange={onChange} />
      ))}
    </section>
  );
}

function Row({
  claim,
  lead,
  others,
  data,
  places,
  onChange,
}: {
  claim: string;
  lead: FactEntry;
  others: FactEntry[];
  data: unknown;
  places: readonly FactPlace[] | null;
  onChange: (data: unknown) => void;
}) {
  const [reason, setReason] = useState('');
  const figure = shown(lead.figure);
  const names = others.map((o) => `“${o.name}”`).join(', ');
  return (
    <div className="ed-facts-claim" data-claim={claim}>
      <p>
        <strong>
          “{lead.name}” now says {figure}, but{' '}
          {others.length === 1 ? 'another fact says' : 'other facts say'} the same thing with{' '}
          {others.length === 1 ? 'another figure' : 'other figures'}:
        </strong>
      </p>
      <ul role="list">
        {others.map((o) => (
          <li key={o.name} data-fact={o.name}>
            “{o.name}” says {shown(o.figure)}
            {places === null ? (
              ' (finding where it shows…)'
            ) : (
              <ShownOn places={places.filter((p) => p.fact === o.name)} fact={o} />
            )}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="ed-small"
        onClick={() => onChange(withFigure(data, others, lead))}
      >
        Set {names} to {figure} too
      </button>
      <div className="ed-facts-keep">
        <label>
          Or keep the difference on purpose, because
          <input
            className="ed-input"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            placeholder="it counts only the clients in Morocco"
          />
        </label>
        <button
          type="button"
          className="ed-small"
          disabled={!reason.trim()}
          onClick={() => onChange(withReason(data, lead.name, reason.trim()))}
        >
          Keep “{lead.name}” different
        </button>
      </div>
    </div>
  );
}

/** Where a fact shows: each page's section, or each text and what it says there. */
function ShownOn({ places, fact }: { places: readonly FactPlace[]; fact: FactEntry }) {
  if (!places.length) return <>, shown on no page.</>;
  return (
    <>
      , shown on:
      <ul role="list">
        {places.map((p, i) => (
          <li key={i}>
            {placeInWords(p)}
            {p.text && <> : “{p.text.split(`{{${fact.name}}}`).join(shown(fact.figure))}”</>}
          </li>
        ))}
      </ul>
    </>
  );
}

/** A page's place as the editor names it; a text as its page's texts and its name. */
function placeInWords(p: FactPlace): string {
  const words = /^locales\/[a-z]{2,3}\/(.+)\.json$/.exec(p.file);
  if (!words) return placeOf(p);
  return `the “${words[1]}” texts, ${p.pointer.split('/').filter(Boolean).join('.')}`;
}

const factsOf = (data: unknown): Json =>
  Object((Object(data) as { facts?: unknown }).facts) as Json;

/** The facts with `others` given `lead`'s figure (each keeps its description and claim). */
export function withFigure(data: unknown, others: readonly FactEntry[], lead: FactEntry): unknown {
  const facts = { ...factsOf(data) };
  for (const o of others)
    facts[o.name] = { ...(Object(facts[o.name]) as Json), figure: structuredClone(lead.figure) };
  return { ...(Object(data) as Json), facts };
}

/** The facts with `name` set apart from its claim, for the reason typed. */
export function withReason(data: unknown, name: string, reason: string): unknown {
  const facts = { ...factsOf(data) };
  facts[name] = { ...(Object(facts[name]) as Json), differs: reason };
  return { ...(Object(data) as Json), facts };
}
