// A visitor's drafts (a form used signed out, e.g. contact): in this tab's sessionStorage, unsealed,
// since they belong to no account; they go whenever someone signs in or out in the tab.

const PREFIX = 'draft:';

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function readVisitorDraft(form: string): string | null {
  return storage()?.getItem(PREFIX + form) ?? null;
}

export function writeVisitorDraft(form: string, text: string): void {
  storage()?.setItem(PREFIX + form, text);
}

export function removeVisitorDraft(form: string): void {
  storage()?.removeItem(PREFIX + form);
}

export function clearVisitorDrafts(): void {
  const kept = storage();
  if (!kept) return;
  const keys = Array.from({ length: kept.length }, (_, index) => kept.key(index));
  for (const key of keys) if (key?.startsWith(PREFIX)) kept.removeItem(key);
}
