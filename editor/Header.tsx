import { ServiceLinks } from './ServiceLinks';
import { createContext, useContext, useId, useState } from 'react';
import type { Project } from './api';
import { PAGE_NAME } from './newPage';

/** What the last check or save said, shown in the bar. */
export interface Status {
  kind: 'info' | 'saved' | 'error';
  text: string;
}

export interface HeaderProps {
  project: Project;
  file: string;
  lang: string;
  saving: boolean;
  status: Status | null;
  onFile: (file: string) => void;
  onLang: (lang: string) => void;
  onSave: () => void;
  onNewPage: (name: string) => void;
}

const languageName = (lang: string) =>
  `${new Intl.DisplayNames([lang], { type: 'language' }).of(lang) ?? lang} (${lang})`;

export const HeaderContext = createContext<HeaderProps | null>(null);

/** The editor's bar: which page, which language, a new page, save, and what the save said. */
export function Header() {
  const props = useContext(HeaderContext);
  if (!props) throw new Error('Header needs the HeaderContext');
  const { project, file, lang, saving, status, onFile, onLang, onSave, onNewPage } = props;
  const id = useId();
  const [name, setName] = useState('');
  const nameOk = PAGE_NAME.test(name);
  return (
    <div className="ed-header">
      <label htmlFor={`${id}-page`}>Page</label>
      <select id={`${id}-page`} value={file} onChange={(e) => onFile(e.target.value)}>
        {!project.pages.some((p) => p.file === file) && <option value={file}>{file} (new)</option>}
        {project.pages.map((p) => (
          <option key={p.file} value={p.file}>
            {p.route ?? p.file}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-lang`}>Language</label>
      <select id={`${id}-lang`} value={lang} onChange={(e) => onLang(e.target.value)}>
        {project.languages.map((l) => (
          <option key={l} value={l}>
            {languageName(l)}
          </option>
        ))}
      </select>
      <form
        className="ed-new"
        onSubmit={(e) => {
          e.preventDefault();
          if (!nameOk) return;
          onNewPage(name);
          setName('');
        }}
      >
        <label htmlFor={`${id}-new`}>New page</label>
        <input
          id={`${id}-new`}
          value={name}
          placeholder="summer-offer"
          aria-describedby={`${id}-new-help`}
          aria-invalid={name !== '' && !nameOk ? true : undefined}
          onChange={(e) => setName(e.target.value.trim())}
        />
        <span id={`${id}-new-help`} className="ed-sr">
          Lower-case words joined by dashes; it becomes the page's address.
        </span>
        <button type="submit" disabled={!nameOk}>
          Create
        </button>
      </form>
      {/* Relative: the team service serves the editor at /edit, not at the root. */}
      <a href="?content=blog">Articles, testimonials, team, facts</a>
      <a href="/catalogue/" target="_blank" rel="noreferrer">
        Block catalogue
      </a>
      <ServiceLinks />
      <button type="button" className="ed-save" onClick={onSave} disabled={saving}>
        {saving ? 'Saving…' : 'Save'}
      </button>
      <p role="status" className={status ? `ed-status ed-status-${status.kind}` : 'ed-status'}>
        {status?.text}
      </p>
    </div>
  );
}
