import type { Problem } from './problems';
import type { Schema } from './schema';

export interface Project {
  languages: string[];
  defaultLanguage: string;
  pages: { file: string; route: string | null; anchors: string[] }[];
  sections: Record<string, { blocks?: unknown[] }>;
  words: Record<string, Record<string, Record<string, unknown>>>;
  pending: Record<string, string>;
  schemas: Record<string, Schema>;
  versions: Record<string, string>;
}

export type SaveResult =
  | { status: 'saved'; written: string[]; versions: Record<string, string> }
  | { status: 'unchanged'; versions: Record<string, string> }
  | { status: 'invalid'; problems: Problem[] }
  | { status: 'conflict'; files: string[] }
  | { status: 'refused'; message: string };

const API = '/__edit/api/';

async function json<T>(response: Response): Promise<T> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) throw new Error(`the edit server answered ${response.status}`);
  return (await response.json()) as T;
}

export const loadProject = async () => json<Project>(await fetch(`${API}project`));

export async function loadPage(file: string): Promise<Record<string, unknown> | null> {
  const response = await fetch(`${API}page?file=${encodeURIComponent(file)}`);
  if (response.status === 404) return null;
  return (await json<{ page: Record<string, unknown> }>(response)).page;
}

export async function save(body: unknown): Promise<SaveResult> {
  try {
    const response = await fetch(`${API}save`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    return await json<SaveResult>(response);
  } catch (error) {
    return {
      status: 'refused',
      message: `the edit server could not be reached (${String(error)}); your edits are still here`,
    };
  }
}
