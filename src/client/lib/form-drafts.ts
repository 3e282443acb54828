import { useEffect, useId } from 'react';
import { FORM_DRAFT_KEEP_MS, STORAGE_KEYS } from '../../shared/constants';

// What a person typed into a form and has not saved (issue 56, decision record 092): which forms
// on the page hold changes (below), and the typing kept on this device. One module, as every
// signed-in page's guards need both: two would be two more scripts for each page.
//
// The typing kept on this device: in localStorage, so it outlives leaving the page, a reload, a closed tab and the
// idle sign-out. Keyed by the current user, so a shared computer never shows one account's
// typing to another; dropped after FORM_DRAFT_KEEP_MS, at a save, and at an explicit sign-out.
// Every step is best effort: a browser that refuses storage (a private mode, a full quota)
// keeps nothing, and the form works as before.

const PREFIX = STORAGE_KEYS.formDraftPrefix;

/** Whose typing, in which plan (none for a form outside one), in which form. */
export type DraftKey = { userId: string; scope?: string; form: string };

export type FormDraft<Values> = {
  values: Values;
  /** What the typing was based on (a saved version), so a save over a newer one is refused. */
  base?: number;
  savedAt: number;
};

export const draftStorageKey = ({ userId, scope, form }: DraftKey) =>
  `${PREFIX}${userId}:${scope ?? '-'}:${form}`;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/** The draft kept under `key`, unless none is, it cannot be read, or it is too old (removed). */
export function readDraft<Values>(key: string, now = Date.now()): FormDraft<Values> | undefined {
  try {
    const raw = storage()?.getItem(key);
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as FormDraft<Values>;
    if (typeof draft?.savedAt === 'number' && now - draft.savedAt < FORM_DRAFT_KEEP_MS) {
      return draft;
    }
  } catch {
    // Unreadable: dropped below like an old one.
  }
  remove(key);
  return undefined;
}

export function writeDraft<Values>(
  key: string,
  values: Values,
  base?: number,
  now = Date.now(),
): void {
  try {
    storage()?.setItem(key, JSON.stringify({ values, base, savedAt: now }));
  } catch {
    // Full or refused: the form still holds the typing while the page is open.
  }
}

export const removeDraft = remove;

/**
 * Drops the drafts kept on this device: all of them (an explicit sign-out: the computer may be
 * shared), or all but `keepUserId`'s (an account signing in here). Old ones go either way.
 */
export function forgetDrafts(keepUserId?: string, now = Date.now()): void {
  const kept = storage();
  if (!kept) return;
  try {
    const keys = Array.from({ length: kept.length }, (_, index) => kept.key(index));
    for (const key of keys) {
      if (!key?.startsWith(PREFIX)) continue;
      if (keepUserId && key.startsWith(`${PREFIX}${keepUserId}:`)) readDraft(key, now);
      else remove(key);
    }
  } catch {
    // Storage refused: nothing was kept.
  }
}

// Changes typed on the page and not saved (issue 56, decision record 092). A router honours one
// blocker at a time, so forms do not each block: they say here that they hold changes, and the
// one leave confirmation of a signed-in page (components/leave-confirmation.tsx) asks before the
// app moves elsewhere while any does.

const unsaved = new Set<string>();

/** Whether a form on the page holds changes that leaving inside the app would not save. */
export const hasUnsavedChanges = (): boolean => unsaved.size > 0;

/**
 * While `changes` is true, closing or reloading the tab asks the browser's 'Leave site?', and
 * (unless `askInApp` is false: the typing is saved as the page goes) leaving inside the app
 * asks with the app's own dialog.
 */
export function useUnsavedChanges(changes: boolean, { askInApp = true } = {}): void {
  const id = useId();
  useEffect(() => {
    if (!changes) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    if (askInApp) unsaved.add(id);
    return () => {
      window.removeEventListener('beforeunload', warn);
      unsaved.delete(id);
    };
  }, [changes, askInApp, id]);
}
