import type { Project as Served } from '../scripts/lib/edit/project.ts';
import type { SaveResult } from '../scripts/lib/edit/save.ts';
import type { FactPlace } from '../scripts/lint/check/facts.ts';
import type { LoadedPage } from '../scripts/lib/edit/project.ts';
import type { Schema } from './schema';
import type { CollectionInfo, LoadedEntry } from '../scripts/lib/edit/entries.ts';
import type { UploadResult } from '../scripts/lib/edit/upload.ts';

export type { CollectionInfo, LoadedEntry, LoadedPage, SaveResult, UploadResult };

/** What GET project answers (scripts/lib/edit/project.ts), with the JSON read as the editor reads it. */
export type Project = Omit<Served, 'schemas' | 'sections' | 'words'> & {
  schemas: Record<string, Schema>;
  sections: Record<string, { blocks?: unknown[] }>;
  words: Record<string, Record<string, Record<string, unknown>>>;
};

const API = '/__edit/api/';

async function json<T>(response: Response): Promise<T> {
  const type = response.headers.get('content-type') ?? '';
  // A page of errors instead of an answer: said in words, whatever its status number.
  if (!type.includes('json'))
    throw new Error('the editor’s server did not answer as expected; try again in a moment');
  return (await response.json()) as T;
}

export const loadProject = async () => json<Project>(await fetch(`${API}project`));

export async function loadPage(file: string): Promise<LoadedPage> {
  return json<LoadedPage>(await fetch(`${API}page?file=${encodeURIComponent(file)}`));
}

/**
 * The team service (`npm run cms`) serves this editor behind its login and puts its session's
 * CSRF token in the page; `npm run edit` has none and needs none.
 */
function csrfHeader(): Record<string, string> {
  const token = document.querySelector<HTMLMetaElement>('meta[name="cms-csrf"]')?.content;
  return token ? { 'X-CSRF-Token': token } : {};
}

export async function save(body: unknown): Promise<SaveResult> {
  try {
    const response = await fetch(`${API}save`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...csrfHeader() },
      body: JSON.stringify(body),
    });
    return await json<SaveResult>(response);
  } catch {
    return {
      status: 'refused',
      message: 'the editor’s server could not be reached; your edits are still here',
    };
  }
}

/** Every page and sentence that shows a fact (the facts form lists where each figure shows). */
export const loadFactPlaces = async () =>
  json<{ places: FactPlace[] }>(await fetch(`${API}fact-places`));

export const loadCollections = async () =>
  json<{ collections: CollectionInfo[] }>(await fetch(`${API}collections`));

export async function loadEntry(collection: string, id: string): Promise<LoadedEntry> {
  const q = new URLSearchParams({ collection, id });
  return json<LoadedEntry>(await fetch(`${API}entry?${q}`));
}

async function post<T>(route: string, body: unknown, unreachable: T): Promise<T> {
  try {
    const response = await fetch(`${API}${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...csrfHeader() },
      body: JSON.stringify(body),
    });
    return await json<T>(response);
  } catch {
    return unreachable;
  }
}

const UNREACHABLE = {
  status: 'refused' as const,
  message: 'the editor’s server could not be reached; your edits are still here',
};

export const saveEntry = (body: unknown) => post<SaveResult>('entry', body, UNREACHABLE);
export const deleteEntry = (body: unknown) => post<SaveResult>('delete-entry', body, UNREACHABLE);

/** Sends a picture's bytes (base64 in JSON: the API takes JSON only). */
export async function uploadImage(file: File): Promise<UploadResult> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return post<UploadResult>('upload', { name: file.name, data: btoa(binary) }, UNREACHABLE);
}
