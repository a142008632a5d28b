import type { LintContext } from '../context.ts';
import { idFor, readTeam, teamPersonNamed, type TeamPerson } from '../people.ts';
import { toPointer, type JsonSource } from '../source.ts';
import { didYouMean } from '../suggest.ts';

/** What the lint says of a name or id on a page, a quote or a client's story. */
export const PEOPLE = {
  notInTeam: (id: string, ids: readonly string[]) =>
    `"${id}" is not a person of the team (content/team/): name someone of the team by the id of their file, or add content/team/${id}.json first${didYouMean(id, ids)}`,
  memberNotInTeam: (name: string) =>
    `"${name}" is not a person of the team: the people a page shows come from content/team/; add content/team/${idFor(name)}.json and show them with "from": "team", "select": ["${idFor(name)}"]`,
  memberCopied: (name: string, id: string) =>
    `"${name}" is a person of the team (content/team/${id}.json): show them with "from": "team", "select": ["${id}"], so their role reads as on the team page, not as a copy`,
  quoteNotInTeam: (name: string) =>
    `"${name}" is not a person of the team: these quotes are by the agency's people; add content/team/${idFor(name)}.json and write "person": "${idFor(name)}"`,
  quoteCopied: (name: string, id: string) =>
    `"${name}" is a person of the team: write "person": "${id}" instead of "name" and "role", so their role reads as on the team page`,
  quoteByKey: (key: string) =>
    `a quote names who said it by the id of a person of the team: write "person" with the id of their file in content/team/ instead of the name "${key}"`,
  clientIsTeam: (name: string, id: string) =>
    `"${name}" is the name of a person of the team (content/team/${id}.json): a client's words are never signed by one of the agency's own people; write the client's own name`,
};

type Report = (path: (string | number)[], message: string) => void;
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/**
 * Every person the site shows is one of the team, picked by id (docs/site/about.md#team): a team list
 * (teamGrid's written "members", quoteGrid's quotes) naming someone outside the team, or copying
 * someone of it, is refused, as is a quote's "person" the team lacks. And a client is never one
 * of the team: a testimonial's client or a case study's quote signed with a team member's name
 * is refused. (Bylines are checked with the articles: check/articles.ts.)
 */
export function lintPeople(ctx: LintContext): void {
  const team = readTeam(ctx.root);
  const ids = team.map((p) => p.id);
  for (const { source } of ctx.everyChecked) {
    const report: Report = (path, message) =>
      ctx.problems.push(source.problem(toPointer(path), message));
    if (/^pages\/.+\.json$/.test(source.file)) teamLists(source, team, ids, report);
    else if (/^content\/testimonials\/[^/]+\.json$/.test(source.file))
      clientNames(Object(source.value).clientName, ['clientName'], team, report);
    else if (/^content\/case-studies\/[^/]+\.json$/.test(source.file)) {
      const quote = Object(Object(source.value).testimonial) as { author?: unknown };
      clientNames(quote.author, ['testimonial', 'author'], team, report);
    }
  }
}

function teamLists(source: JsonSource, team: TeamPerson[], ids: string[], report: Report) {
  list(Object(source.value).blocks).forEach((block, i) => {
    if (!isObject(block)) return;
    if (block.type === 'teamGrid')
      list(block.members).forEach((m, j) => {
        const name = Object(m).name as unknown;
        if (typeof name !== 'string' || !name) return;
        const person = teamPersonNamed(name, team);
        const message = person
          ? PEOPLE.memberCopied(name, person.id)
          : PEOPLE.memberNotInTeam(name);
        report(['blocks', i, 'members', j, 'name'], message);
      });
    if (block.type === 'quoteGrid')
      list(block.items).forEach((q, j) => {
        const { person, name } = Object(q) as { person?: unknown; name?: unknown };
        if (typeof person === 'string' && !ids.includes(person))
          report(['blocks', i, 'items', j, 'person'], PEOPLE.notInTeam(person, ids));
        if (typeof name !== 'string' || !name) return;
        // A text key ("careers:life.names.q1", names never hold a colon) names someone in the
        // locales, where no id can be checked: the quote names them by id instead.
        const one = name.includes(':') ? undefined : teamPersonNamed(name, team);
        const message = name.includes(':')
          ? PEOPLE.quoteByKey(name)
          : one
            ? PEOPLE.quoteCopied(name, one.id)
            : PEOPLE.quoteNotInTeam(name);
        report(['blocks', i, 'items', j, 'name'], message);
      });
  });
}

/** A client's name, written once or per language, that is a team member's. */
function clientNames(name: unknown, at: string[], team: TeamPerson[], report: Report) {
  const byLanguage = isObject(name);
  for (const [lang, written] of byLanguage ? Object.entries(name) : [['', name] as const]) {
    if (typeof written !== 'string') continue;
    const person = teamPersonNamed(written, team);
    if (person) {
      report(byLanguage ? [...at, lang] : at, PEOPLE.clientIsTeam(written, person.id));
      return; // One place per entry: the other languages write the same person.
    }
  }
}
