import { createContext, useContext } from 'react';
import type { WordStore } from './words';
import type { SchemaFiles } from './schema';
import type { Problem } from './problems';

export interface EditorState {
  lang: string;
  /** The namespace new texts of this page go to: "about" for pages/about.json. */
  ns: string;
  words: WordStore;
  schemas: SchemaFiles;
  /** Paths and anchors for the link picker: "/about", "/about#team". */
  links: string[];
  sections: Record<string, { blocks?: unknown[] }>;
  /** "pages/about.json" */
  file: string;
  problems: Problem[];
  /** Puck item id → its index in the page when the problems were found. */
  problemItems: string[];
}

export const EditorContext = createContext<EditorState | null>(null);

export function useEditor(): EditorState {
  const state = useContext(EditorContext);
  if (!state) throw new Error('useEditor() needs the EditorContext');
  return state;
}
