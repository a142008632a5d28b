import { Puck, type Config, type Data } from '@puckeditor/core';
import {
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
} from 'react';
import { loadPage, type LoadedPage, type Project } from './api';
import { editorMessage } from './messages';
import { fileInWords, inWords } from '../scripts/lib/plainWords.ts';

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
import { makeConfig } from './config';
import { EditorContext, type EditorState } from './context';
import { pageToDoc, type Doc } from './convert';
import { HeaderContext, type HeaderProps } from './Header';
import { overrides } from './overrides';
import { announceAction } from './DuplicateTexts';
import { pageNamespace } from './newPage';
import { WordStore } from './words';
import {
  NOT_EDITED,
  pageReducer,
  savePage,
  startPage,
  type PageAction,
  type PageWork,
} from './editedPage';
import { useLeaveWarning } from './useLeaveWarning';

const params = new URLSearchParams(location.search);

// Constant, so a re-render of the editor never hands Puck new settings (which resets its state).
const IFRAME = { enabled: true, waitForStyles: true };
const VIEWPORTS = [
  { width: 390, height: 'auto' as const, label: 'Phone', icon: 'Smartphone' as const },
  { width: 1280, height: 'auto' as const, label: 'Desktop', icon: 'Monitor' as const },
];

/** The page and language being edited, kept in the address so a reload opens them again. */
function usePageAddress(project: Project) {
  const [file, setFile] = useState(params.get('page') ?? 'pages/index.json');
  const [lang, setLang] = useState(() => {
    const asked = params.get('lang');
    return asked && project.languages.includes(asked) ? asked : project.defaultLanguage;
  });
  useEffect(() => {
    const url = new URL(location.href);
    url.searchParams.set('page', file);
    url.searchParams.set('lang', lang);
    history.replaceState(null, '', url);
  }, [file, lang]);
  return { file, setFile, lang, setLang };
}

/** Why a page did not open, in words: the page named as the person knows it, never by its file. */
function notOpened(file: string, loaded: LoadedPage): string | null {
  const named = capital(fileInWords(file));
  if (loaded.status === 'page') return null;
  if (loaded.status === 'broken')
    return `${named} is broken at line ${loaded.problem.line}, column ${loaded.problem.column}: ${editorMessage(loaded.problem)} Ask a developer to mend that place; it opens here again once it reads.`;
  return `${named} does not exist. Choose a page in the list above, or start from the home page.`;
}

/**
 * The page file as read (or as made here, not saved yet), opened again whenever `file` changes;
 * `latest` follows it as Puck's document.
 */
function useOpenPage(
  file: string,
  created: RefObject<Map<string, Record<string, unknown>>>,
  latest: RefObject<Doc | null>,
  dispatch: Dispatch<PageAction>,
) {
  const [page, setPage] = useState<Record<string, unknown> | null>(null);
  // Which file `page` holds: until the newly picked file has loaded, the old page is not shown
  // under the new name (Puck would keep it as the new file's starting document).
  const [pageFile, setPageFile] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
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
        dispatch({ kind: 'opened' });
        latest.current = p ? pageToDoc(p) : null;
        setLoadError(notOpened(file, loaded));
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
  }, [file, created, latest, dispatch]);
  return { page, setPage, pageFile, loadError };
}

export function EditorApp({ project }: { project: Project }) {
  const words = useMemo(
    () => new WordStore(project.words, project.pending, project.languages, project.defaultLanguage),
    [project],
  );
  const { file, setFile, lang, setLang } = usePageAddress(project);
  const [edited, dispatch] = useReducer(pageReducer, NOT_EDITED);
  const versions = useRef(project.versions);
  const latest = useRef<Doc | null>(null);
  const created = useRef(new Map<string, Record<string, unknown>>());
  const { page, setPage, pageFile, loadError } = useOpenPage(file, created, latest, dispatch);
  useLeaveWarning(() => edited.dirty || words.dirty);

  const ns = page ? pageNamespace(file, page) : 'home';
  const config = useMemo(
    () => makeConfig(project.schemas, words, ns, project.sections),
    [project, words, ns],
  );
  const initial = useMemo(() => (page ? pageToDoc(page) : null), [page]);
  const links = useMemo(() => linksOf(project), [project]);

  const state: EditorState = {
    lang,
    ns,
    words,
    schemas: project.schemas,
    links,
    sections: project.sections,
    file,
    problems: edited.problems,
    problemItems: edited.problemItems,
  };
  const work: PageWork = { project, file, words, dispatch, versions, created };
  const header: HeaderProps = {
    project,
    file,
    lang,
    saving: edited.saving,
    status: edited.status,
    onFile: (f) => {
      if (
        (edited.dirty || words.dirty) &&
        !confirm('Leave this page? Unsaved changes stay in the editor only until you reload.')
      )
        return;
      setFile(f);
    },
    onLang: setLang,
    onSave: () => {
      if (!page || !latest.current) return;
      void savePage(work, page, latest.current).then((saved) => saved && setPage(saved));
    },
    onNewPage: (name) => {
      const target = startPage(work, name);
      if (target) setFile(target);
    },
  };

  if (!page || !initial || pageFile !== file) return <Opening file={file} error={loadError} />;
  return (
    <EditorContext.Provider value={state}>
      <HeaderContext.Provider value={header}>
        <PuckPage
          key={file}
          file={file}
          config={config}
          initial={initial}
          onChange={(doc) => {
            latest.current = doc;
            dispatch({ kind: 'edited' });
          }}
        />
      </HeaderContext.Provider>
    </EditorContext.Provider>
  );
}

/** What shows while a page opens, or why it did not. */
function Opening({ file, error }: { file: string; error: string | null }) {
  return (
    <p className="ed-loading" role={error ? 'alert' : 'status'}>
      {error ?? `Opening ${file}…`}
    </p>
  );
}

/** Puck over one page's document, with the editor's own bar, fields and viewports. */
function PuckPage(props: {
  file: string;
  config: Config;
  initial: Doc;
  onChange: (doc: Doc) => void;
}) {
  return (
    <Puck
      config={props.config}
      data={props.initial as unknown as Data}
      onChange={(data) => props.onChange(data as unknown as Doc)}
      iframe={IFRAME}
      viewports={VIEWPORTS}
      headerTitle={props.file}
      overrides={overrides}
      onAction={announceAction}
    />
  );
}

/** Paths and anchors for the link picker: "/about", "/about#team". */
const linksOf = (project: Project) =>
  project.pages.flatMap((p) =>
    p.route === null ? [] : [p.route, ...p.anchors.map((a) => `${p.route}#${a}`)],
  );
