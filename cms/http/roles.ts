/**
 * What each role of the CMS may do. Editors write drafts and look at previews; publishers also
 * put drafts live, revert publications and handle people's data requests. Every request names
 * the action it performs, and the server asks `may` before doing anything.
 */
export const ROLES = ['editor', 'publisher'] as const;
export type Role = (typeof ROLES)[number];

export const ACTIONS = [
  'read',
  'save-draft',
  'preview',
  'read-inbox',
  'handle-lead',
  'publish',
  'revert',
  'erase-person',
] as const;
export type Action = (typeof ACTIONS)[number];

const ALLOWED: Record<Role, ReadonlySet<Action>> = {
  editor: new Set(['read', 'save-draft', 'preview', 'read-inbox', 'handle-lead']),
  publisher: new Set(ACTIONS),
};

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export const may = (role: Role, action: Action): boolean => ALLOWED[role].has(action);
