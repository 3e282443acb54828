import { useEffect, useRef, useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import {
  draftStorageKey,
  readDraft,
  removeDraft,
  useUnsavedChanges,
  writeDraft,
} from './form-drafts';
import { useSession } from './session';

/** How long typing must pause before the device's copy is written. */
export const DRAFT_WRITE_DELAY_MS = 400;

/**
 * Fields no draft may have: a password or a code never goes onto the device. A form with one
 * does not type-check with `useFormDraft`.
 */
type NoSecrets = {
  password?: never;
  confirmPassword?: never;
  currentPassword?: never;
  newPassword?: never;
  code?: never;
};

type DraftOptions = {
  /** The form's name in the key (`care-profile`). */
  name: string;
  /** The plan the form belongs to, if it belongs to one; null while it is not known yet. */
  scope?: string | null;
  /** The saved version the typing is based on now (read when the draft is written). */
  base?: () => number;
  /** A kept draft was put into the form: `base` is what the typing was based on. */
  onRestore?: (base: number | undefined) => void;
  /** 'Discard' was chosen: puts the saved values back (by default, the form's defaults). */
  onDiscard?: () => void;
};

const same = (one: unknown, other: unknown) => JSON.stringify(one) === JSON.stringify(other);

/**
 * One way for every long form (issue 56, decision record 092): what is typed is kept on this
 * device as it is typed, for the current user, and comes back when the form is shown again
 * (after leaving the page, a reload, or the idle sign-out), with `kept` true for the note that
 * says so. Back at its saved values (saved, or discarded) the form keeps nothing. While it holds
 * changes, leaving asks first (`useUnsavedChanges`).
 */
export function useFormDraft<Values extends FieldValues & NoSecrets, Output extends FieldValues>(
  form: UseFormReturn<Values, unknown, Output>,
  options: DraftOptions,
) {
  const userId = useSession().data?.user.id;
  const { scope } = options;
  const key =
    userId && scope !== null ? draftStorageKey({ userId, scope, form: options.name }) : '';
  const [kept, setKept] = useState(false);
  // Changes by the same measure as the draft: react-hook-form's isDirty also counts a field
  // registered without a default (Start a Discussion's display name) as changed after a reset.
  const [changed, setChanged] = useState(false);
  const latest = useRef(options);
  latest.current = options;
  useUnsavedChanges(changed);

  useEffect(() => {
    const atDefaults = () => same(form.getValues(), form.control._defaultValues);
    const draft = key ? readDraft<Values>(key) : undefined;
    if (draft && !same(draft.values, form.getValues())) {
      // Kept as the form's values over its saved ones, so the form counts them as changes.
      form.reset(draft.values, { keepDefaultValues: true });
      latest.current.onRestore?.(draft.base);
      setKept(true);
      setChanged(true);
    } else if (draft) {
      removeDraft(key);
    }

    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending = false;
    const write = () => {
      clearTimeout(timer);
      if (!pending || !key) return;
      pending = false;
      if (atDefaults()) removeDraft(key);
      else writeDraft(key, form.getValues(), latest.current.base?.());
    };
    const subscription = form.watch(() => {
      // Back at the saved values (a save, 'Use theirs', a discard): nothing is kept, at once.
      if (atDefaults()) {
        pending = false;
        clearTimeout(timer);
        if (key) removeDraft(key);
        setKept(false);
        setChanged(false);
        return;
      }
      setChanged(true);
      pending = true;
      clearTimeout(timer);
      timer = setTimeout(write, DRAFT_WRITE_DELAY_MS);
    });
    // A phone may end the page without unmounting it: written when the page is hidden too.
    const onHide = () => document.visibilityState === 'hidden' && write();
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', write);
    return () => {
      subscription.unsubscribe();
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', write);
      write();
    };
  }, [key, form]);

  const discard = () => {
    if (key) removeDraft(key);
    setKept(false);
    setChanged(false);
    const { onDiscard } = latest.current;
    if (onDiscard) onDiscard();
    else form.reset();
  };

  return { kept, discard };
}
