import type { Role } from '@jobhunter/shared';
import { DRAFT_KEYS } from '@/lib/storage-keys';
import { emptyDraft, type RegistrationDraft } from './draft';

// The password lives only in memory: it survives moving between steps but never reaches storage.
const passwords = new Map<Role, string>();

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Lays a stored draft over the empty one, keeping only values of the expected kind. */
function merge<T>(base: T, stored: unknown): T {
  if (Array.isArray(base)) {
    if (!Array.isArray(stored) || stored.length === 0) return base;
    const template = base[0];
    return stored.map((item) => merge(template, item)) as T;
  }
  if (isObject(base)) {
    if (!isObject(stored)) return base;
    return Object.fromEntries(
      Object.entries(base).map(([key, value]) => [key, merge(value, stored[key])]),
    ) as T;
  }
  return (typeof stored === typeof base ? stored : base) as T;
}

/** The draft to continue: what was stored for this role (after a reload too), else a fresh one. */
export function loadDraft(role: Role): RegistrationDraft {
  let stored: unknown = null;
  try {
    stored = JSON.parse(localStorage.getItem(DRAFT_KEYS[role]) ?? 'null');
  } catch {
    stored = null;
  }
  return { ...merge(emptyDraft(), stored), password: passwords.get(role) ?? '' };
}

export function saveDraft(role: Role, draft: RegistrationDraft) {
  const { password, ...rest } = draft;
  passwords.set(role, password);
  try {
    localStorage.setItem(DRAFT_KEYS[role], JSON.stringify(rest));
  } catch {
    // Storage full or disabled: the draft still lives in the open form.
  }
}

/** docs/product.md §4: after a successful registration the stored draft fields are cleared. */
export function clearDraft(role: Role) {
  passwords.delete(role);
  localStorage.removeItem(DRAFT_KEYS[role]);
}
