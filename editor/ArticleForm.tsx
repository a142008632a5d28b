import { useContext } from 'react';
import type { CollectionInfo } from './api';
import {
  fileOf,
  PENDING_MARK,
  type ArticleData,
  type ArticleLanguage,
  type Json,
} from './contentEntry';
import { FormContext, FormField, type FormState } from './EntryFields';
import { languageName } from './languages';
import { labelOf, problemsAt } from './entryForm';
import { fieldKind } from './fieldKind';
import { MarkdownField } from './MarkdownField';
import type { Problem } from './problems';
import type { Node } from './schema';

export function useContextForm(): FormState {
  const s = useContext(FormContext);
  if (!s) throw new Error('needs the FormContext');
  return s;
}

/** A new language's card: the values that are not words (date, picture, author), words empty. */
function newLanguage(from: ArticleLanguage | undefined): ArticleLanguage {
  const front: Json = {};
  for (const k of ['date', 'image', 'views', 'likes', 'comments'])
    if (from?.front[k] !== undefined) front[k] = from.front[k];
  // The author is a person of the team by id, the same in every language.
  front.author = typeof from?.front.author === 'string' ? from.front.author : '';
  front.title = '';
  front.excerpt = '';
  front.category = '';
  front.tags = [];
  front.imageAlt = '';
  return { front, body: '' };
}

interface ArticleProps {
  node: Node;
  collection: CollectionInfo;
  id: string;
  data: ArticleData;
  onChange: (d: unknown) => void;
  languages: string[];
  defaultLanguage: string;
  problems: Problem[];
}

/** Which languages the article is written in: a language ticked on starts a new version. */
function ArticleLanguages(props: ArticleProps & { chosen: string[] }) {
  const { data, onChange, languages, defaultLanguage, chosen } = props;
  const toggle = (lang: string, on: boolean) => {
    const next = { ...data.languages };
    if (on)
      next[lang] = newLanguage(data.languages[defaultLanguage] ?? data.languages[chosen[0] ?? '']);
    else {
      const asked = `Remove the ${languageName(lang)} version of this article? Its file is deleted on save.`;
      if (!confirm(asked)) return;
      delete next[lang];
    }
    onChange({
      languages: Object.fromEntries(languages.filter((l) => next[l]).map((l) => [l, next[l]!])),
    });
  };
  return (
    <fieldset className="ed-field">
      <legend>Languages this article is written in</legend>
      {languages.map((l) => (
        <label key={l} className="ed-check">
          <input
            type="checkbox"
            checked={!!data.languages[l]}
            disabled={!!data.languages[l] && chosen.length === 1}
            onChange={(e) => toggle(l, e.target.checked)}
          />{' '}
          {languageName(l)}
        </label>
      ))}
    </fieldset>
  );
}

/** One field of the article's card, a box per language it is written in. */
function CardField(
  props: ArticleProps & { name: string; prop: Node; required: boolean; chosen: string[] },
) {
  const { collection, id, data, name, prop, required, chosen } = props;
  const { pending } = useContextForm();
  const set = (lang: string, part: ArticleLanguage) =>
    props.onChange({ languages: { ...data.languages, [lang]: part } });
  return (
    <fieldset className="ed-field ed-langs" data-field={`/${name}`}>
      <legend>{labelOf(name)}</legend>
      <p className="ed-help">{prop.schema.description}</p>
      <div className="ed-lang-grid">
        {chosen.map((l) => (
          <div key={l} className="ed-lang" data-lang={l}>
            {!data.languages[l]!.front[name] &&
              pending.has(`${fileOf(collection, id, l)}#/${name}`) && (
                <span className="ed-mark ed-mark-pending">{PENDING_MARK}</span>
              )}
            <FormField
              node={prop}
              value={data.languages[l]!.front[name]}
              onChange={(v) => {
                const front = { ...data.languages[l]!.front, [name]: v };
                if (v === undefined) delete front[name];
                set(l, { ...data.languages[l]!, front });
              }}
              file={fileOf(collection, id, l)}
              pointer={`/${name}`}
              label={`${labelOf(name)} (${languageName(l)})`}
              required={required}
              lang={l}
              quiet
            />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

/** The article's body in each language it is written in, in Markdown. */
function ArticleBodies(props: ArticleProps & { chosen: string[] }) {
  const { collection, id, data, problems, chosen } = props;
  const { pending } = useContextForm();
  return chosen.map((l) => (
    <MarkdownField
      pending={
        !data.languages[l]!.body.trim() && pending.has(`${fileOf(collection, id, l)}#`)
          ? PENDING_MARK
          : undefined
      }
      key={l}
      lang={l}
      label={`Article (${languageName(l)})`}
      value={data.languages[l]!.body}
      onChange={(body) =>
        props.onChange({ languages: { ...data.languages, [l]: { ...data.languages[l]!, body } } })
      }
      problems={problemsAt(problems, fileOf(collection, id, l), '')}
    />
  ));
}

/**
 * An article: which languages it is written in, then each field of its card with one box per
 * language, then its body in each language.
 */
export function ArticleForm(props: ArticleProps) {
  const { files } = useContextForm();
  const kind = fieldKind(files, props.node, props.languages);
  const chosen = props.languages.filter((l) => props.data.languages[l]);
  if (kind.kind !== 'object') return null;
  return (
    <>
      <ArticleLanguages {...props} chosen={chosen} />
      {kind.properties.map(([name, prop]) => (
        <CardField
          key={name}
          {...props}
          name={name}
          prop={prop}
          required={kind.required.includes(name)}
          chosen={chosen}
        />
      ))}
      <ArticleBodies {...props} chosen={chosen} />
    </>
  );
}
