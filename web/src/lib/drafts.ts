import { useEffect, useRef, useState } from 'react';
import { deleteDraft, draftContext, getDraft, putDraft, seal, unseal } from '@startupsetu/sw/offline-store/offline-store';
import { signedInKey } from './offline-data';
import { getSession } from './session';
import { readVisitorDraft, removeVisitorDraft, writeVisitorDraft } from './visitor-drafts';

// Drafts (DESIGN §6.2): what was typed in a form that needs the network survives a reload until the
// write succeeds. A signed-in user's drafts are sealed with their key in the outbox's database, so
// they stay when the session ends and open again only for them. A form a visitor uses (contact)
// keeps a visitor's draft in this tab's sessionStorage: it belongs to no account, and it goes when
// anyone signs in or out in the tab (visitor-drafts.ts). Chosen files are not kept.

/** What a form that needs the network says while offline. */
export const NEEDS_NETWORK_TEXT = 'You are offline. This needs the network; what you typed is kept.';

export interface DraftOptions {
  /** The form may be used signed out: a visitor's draft goes to sessionStorage. */
  visitor?: boolean;
}

// One draft operation at a time: a save still sealing must not land after the clear that followed it.
let chain: Promise<unknown> = Promise.resolve();
function serially<T>(task: () => Promise<T>): Promise<T> {
  const run = chain.then(task, task);
  chain = run.catch(() => undefined);
  return run;
}

/** Resolves once every draft write asked for so far is done (a form closed mid-typing saves as it goes). */
export const draftsSettled = (): Promise<unknown> => chain;

export function saveDraft(form: string, value: unknown, options: DraftOptions = {}): Promise<void> {
  return serially(async () => {
    const mine = await signedInKey();
    if (mine) await putDraft(mine.userId, form, await seal(mine.key, value, draftContext(mine.userId, form)));
    else if (options.visitor) writeVisitorDraft(form, JSON.stringify(value));
  });
}

/** The draft of the signed-in user (or the visitor) for `form`; undefined when there is none it can open. */
export function loadDraft<T>(form: string, options: DraftOptions = {}): Promise<T | undefined> {
  return serially(async () => {
    const mine = await signedInKey();
    if (mine) {
      const stored = await getDraft(mine.userId, form);
      return stored ? unseal<T>(mine.key, stored.sealed, draftContext(mine.userId, form)).catch(() => undefined) : undefined;
    }
    if (!options.visitor) return undefined;
    const text = readVisitorDraft(form);
    try {
      return text ? (JSON.parse(text) as T) : undefined;
    } catch {
      return undefined;
    }
  });
}

export function clearDraft(form: string, options: DraftOptions = {}): Promise<void> {
  return serially(async () => {
    const mine = await signedInKey();
    if (mine) await deleteDraft(mine.userId, form);
    else if (options.visitor) removeVisitorDraft(form);
  });
}

/** How long typing pauses before the draft is written. */
const SAVE_AFTER_MS = 250;

interface Unsaved<T> {
  form: string;
  values: T;
  /** Who typed them (null: a visitor). */
  userId: string | null;
}

const currentUserId = () => getSession()?.userId ?? null;

/**
 * Writes what `unsaved` holds, if anything: the draft, or its removal once the values are back to
 * `initial`; never once someone else is signed in here (or nobody is), as after a sign-out.
 */
function saveUnsaved<T>(unsaved: { current: Unsaved<T> | null }, { initial, options }: { initial: T; options: DraftOptions }): void {
  const pending = unsaved.current;
  if (!pending) return;
  unsaved.current = null;
  if (pending.userId !== currentUserId()) return;
  const pristine = JSON.stringify(pending.values) === JSON.stringify(initial);
  void (pristine ? clearDraft(pending.form, options) : saveDraft(pending.form, pending.values, options)).catch((error: unknown) =>
    console.warn('The draft was not saved', error),
  );
}

/**
 * Keeps a form's values as a draft: restores a saved one once (through `restore`) unless the form
 * was changed while it was being looked for (what is typed wins over an older draft), saves each change
 * shortly after typing pauses, and forgets it when the values are back to `initial` or `clear()` is
 * called (after the write succeeded). Values must be JSON (text fields, choices), never files.
 */
export function useDraft<T>(form: string, values: T, initial: T, restore: (saved: T) => void, options: DraftOptions = {}) {
  const [ready, setReady] = useState(false);
  // Another form's draft is looked for from the start: not ready again until it is, adjusted as the
  // hook renders (React's 'adjusting state when a prop changes'), so no save sees the old readiness.
  const [readyForm, setReadyForm] = useState(form);
  if (form !== readyForm) {
    setReadyForm(form);
    setReady(false);
  }
  const cleared = useRef(false);
  const latest = useRef({ restore, initial, options, values });
  useEffect(() => {
    latest.current = { restore, initial, options, values };
  });

  useEffect(() => {
    let live = true;
    void loadDraft<T>(form, latest.current.options)
      .then((saved) => {
        const { restore: apply, initial: start, values: now } = latest.current;
        if (live && saved !== undefined && JSON.stringify(now) === JSON.stringify(start)) apply(saved);
      })
      .catch(() => undefined)
      .finally(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [form]);

  // What typing changed and is not saved yet: saved once typing pauses, or at once when the form goes
  // (its popup or chat box closed right after typing).
  const unsaved = useRef<Unsaved<T> | null>(null);
  useEffect(() => {
    if (!ready || cleared.current) return;
    unsaved.current = { form, values, userId: currentUserId() };
    const timer = setTimeout(() => saveUnsaved(unsaved, latest.current), SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [ready, form, values]);
  useEffect(() => () => saveUnsaved(unsaved, latest.current), []);

  return {
    /** The write succeeded: the draft goes, and what is typed next starts a new one. */
    clear: () => {
      cleared.current = true;
      unsaved.current = null;
      void clearDraft(form, latest.current.options)
        .catch(() => undefined)
        .finally(() => {
          cleared.current = false;
        });
    },
  };
}
