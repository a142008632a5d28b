import { Puck, type Data } from '@puckeditor/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { loadPage, save, type LoadedPage, type Project } from './api';
import { editorMessage } from './messages';
import { resultStatus } from './results';
import { fileInWords, inWords } from '../scripts/lib/plainWords.ts';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
import { makeConfig } from './config';
import { EditorContext, type EditorState } from './context';
import { docToPage, pageToDoc, type Doc } from './convert';
import { HeaderContext, type HeaderProps, type Status } from './Header';
import { overrides } from './overrides';
import { announceAction } from './DuplicateTexts';
import { newPage, pageNamespace } from './newPage';
import type { Problem } from './problems';
import { WordStore } from './words';

const params = new URLSearchParams(location.search);

// Constant, so a re-render of the editor never hands Puck new settings (which resets its state).
const IFRAME = { enabled: true, waitForStyles: true };
const VIEWPORTS = [
  { width: 390, height: 'auto' as const, label: 'Phone', icon: 'Smartphone' as const },
  { width: 1280, height: 'auto' as const, label: 'Desktop', icon: 'Monitor' as const },
];

export function EditorApp({ project }: { project: Project }) {
  const words = useMemo(
    () => new WordStore(project.words, project.pending, project.languages, project.defaultLanguage),
    [project],
  );
  const [file, setFile] = useState(params.get('page') ?? 'pages/index.json');
  const [lang, setLang] = useState(() => {
    const asked = params.get('lang');
    return asked && project.languages.includes(asked) ? asked : project.defaultLanguage;
  });
  const [page, setPage] = useState<Record<string, unknown> | null>(null);
  // Which file `page` holds: until the newly picked file has loaded, the old page is not shown
  // under the new name (Puck would keep it as the new file's starting document).
  const [pageFile, setPageFile] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [problemItems, setProblemItems] = useState<string[]>([]);
  const [status, setStatus] = useState<Status | null>(null);
  const [saving, setSaving] = useState(false);
  const versions = useRef(project.versions);
  const latest = useRef<Doc | null>(null);
  const [dirty, setDirty] = useState(false);
  const created = useRef(new Map<string, Record<string, unknown>>());

  useEffect(() => {
    const url = new URL(location.href);
    url.searchParams.set('page', file);
    url.searchParams.set('lang', lang);
    history.replaceState(null, '', url);
  }, [file, lang]);

  useEffect(() => {
    let live = true;
    const fresh = created.current.get(file);
    const load: Promise<LoadedPage> = fresh
      ? Promise.resolve({ status: 'page', page: fresh })
      : loadPage(file);
    void load.then(
      (loaded) => {
        if (!live) return;
        const p = loaded.status === 'page' ? loaded.page : null;
        setPage(p);
        setPageFile(file);
        setProblems([]);
        latest.current = p ? pageToDoc(p) : null;
        // The page named as the person knows it, never by its file.
        const named = capital(fileInWords(file));
        setLoadError(
          loaded.status === 'page'
            ? null
            : loaded.status === 'broken'
              ? `${named} is broken at line ${loaded.problem.line}, column ${loaded.problem.column}: ${editorMessage(loaded.problem)} Ask a developer to mend that place; it opens here again once it reads.`
              : `${named} does not exist. Choose a page in the list above, or start from the home page.`,
        );
      },
      (error: unknown) =>
        live &&
        setLoadError(
          `${capital(fileInWords(file))} could not be opened: ${inWords(error instanceof Error ? error.message : String(error))}`,
        ),
    );
    return () => {
      live = false;
    };
  }, [file]);

  // Leaving with unsaved changes asks first (the browser's own question).
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (dirty || words.dirty) e.preventDefault();
    };
    addEventListener('beforeunload', warn);
    return () => removeEventListener('beforeunload', warn);
  }, [dirty, words]);

  const ns = page ? pageNamespace(file, page) : 'home';
  const config = useMemo(
    () => makeConfig(project.schemas, words, ns, project.sections),
    [project, words, ns],
  );
  const initial = useMemo(() => (page ? pageToDoc(page) : null), [page]);
  const links = useMemo(
    () =>
      project.pages.flatMap((p) =>
        p.route === null ? [] : [p.route, ...p.anchors.map((a) => `${p.route}#${a}`)],
      ),
    [project],
  );

  const state: EditorState = {
    lang,
    ns,
    words,
    schemas: project.schemas,
    links,
    sections: project.sections,
    file,
    problems,
    problemItems,
  };

  async function onSave() {
    if (!page || !latest.current) return;
    setSaving(true);
    setStatus({ kind: 'info', text: 'Checking the changes before saving…' });
    const doc = latest.current;
    const { words: changed, reviewed, pending } = words.changes();
    const result = await save({
      file,
      page: docToPage(doc, page),
      words: changed,
      reviewed,
      pending,
      versions: versions.current,
    });
    setSaving(false);
    if (result.status === 'saved' || result.status === 'unchanged') {
      versions.current = { ...versions.current, ...result.versions };
      const nextPage = docToPage(doc, page);
      created.current.delete(file);
      words.committed();
      setProblems([]);
      setDirty(false);
      setPage(nextPage);
      setStatus(resultStatus(result, 'Saved'));
    } else {
      if (result.status === 'invalid') {
        setProblems(result.problems);
        setProblemItems(doc.content.map((i) => i.props.id));
      }
      setStatus(resultStatus(result, 'Saved', 'reload the editor to see the new version'));
    }
  }

  function onNewPage(name: string) {
    const target = `pages/${name}.json`;
    if (project.pages.some((p) => p.file === target) || created.current.has(target)) {
      setStatus({
        kind: 'error',
        text: `A page named “${name}” exists already: pick another name.`,
      });
      return;
    }
    created.current.set(target, newPage(name));
    versions.current = { ...versions.current, [target]: '' };
    for (const l of project.languages) versions.current[`locales/${l}/${name}.json`] ??= '';
    setFile(target);
    setStatus({
      kind: 'info',
      text: `New page “${name}”: write its texts in every language, then save.`,
    });
  }

  const header: HeaderProps = {
    project,
    file,
    lang,
    saving,
    status,
    onFile: (f) => {
      if (
        (dirty || words.dirty) &&
        !confirm('Leave this page? Unsaved changes stay in the editor only until you reload.')
      )
        return;
      setFile(f);
    },
    onLang: setLang,
    onSave: () => void onSave(),
    onNewPage,
  };

  if (!page || !initial || pageFile !== file)
    return (
      <p className="ed-loading" role={loadError ? 'alert' : 'status'}>
        {loadError ?? `Opening ${file}…`}
      </p>
    );
  return (
    <EditorContext.Provider value={state}>
      <HeaderContext.Provider value={header}>
        <Puck
          key={file}
          config={config}
          data={initial as unknown as Data}
          onChange={(data) => {
            latest.current = data as unknown as Doc;
            setDirty(true);
          }}
          iframe={IFRAME}
          viewports={VIEWPORTS}
          headerTitle={file}
          overrides={overrides}
          onAction={announceAction}
        />
      </HeaderContext.Provider>
    </EditorContext.Provider>
  );
}
