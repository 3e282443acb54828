import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, RotateCcw } from 'lucide-react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { NOTES_MAX_LENGTH } from '../../../../shared/rules/limits';
import { taskMessages } from '../../../../shared/rules/task-messages';
import type { Task } from '../../../../shared/schemas/tasks';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { useUnsavedChanges } from '../../../lib/form-drafts';
import { lazyNamed } from '../../../lib/lazy-named';
import { useRuleWords } from '../../../lib/rule-words';
import { conflictingTask } from '../api/edit-conflict';
import { useUpdateTask } from '../api/use-task-changes';
import type { EditConflict } from './edit-conflict-dialog';

// Loaded when two people's notes first conflict: rare, so not with every card.
const EditConflictDialog = lazyNamed(() => import('./edit-conflict-dialog'), 'EditConflictDialog');

/** How long typing must pause before the notes are saved. */
export const NOTES_SAVE_DELAY_MS = 800;
/**
 * Notes that were typed but are not stored yet, by task id. They outlive the editor, so text
 * whose save failed is still there when the user opens the notes again (after hiding them or
 * going back to the categories) instead of being replaced by the older stored text.
 */
const unsavedNotes = new Map<string, string>();

type SaveStatus = 'idle' | 'editing' | 'saving' | 'saved' | 'failed' | 'too-long';

const statusText: Record<SaveStatus, MessageDescriptor | null> = {
  idle: null,
  editing: null,
  saving: msg`Saving…`,
  saved: msg`Saved`,
  failed: msg`Not saved`,
  'too-long': null,
};

export function hasUnsavedNotes(taskId: string): boolean {
  return unsavedNotes.has(taskId);
}

/** The notes box: saves when typing pauses and when focus leaves it; never drops the text. */
export function NotesEditor({ task }: { task: Task }) {
  const { i18n, t } = useLingui();
  const inReadersWords = useRuleWords();
  const id = useId();
  const update = useUpdateTask();
  const [draft, setDraft] = useState(() => unsavedNotes.get(task.id) ?? task.notes);
  const [status, setStatus] = useState<SaveStatus>(() => {
    const unsaved = unsavedNotes.get(task.id);
    return unsaved !== undefined && unsaved !== task.notes ? 'failed' : 'idle';
  });
  const draftRef = useRef(draft);
  // What the server holds, as far as this editor knows, and its version: a save names the
  // version it is based on, so one made over someone else's newer text is refused (409).
  const storedRef = useRef(task.notes);
  const versionRef = useRef(task.version);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  // Rendered from the first conflict on, so it closes as a dialog does (focus back in the box).
  const [conflictShown, setConflictShown] = useState(false);
  if (conflict && !conflictShown) setConflictShown(true);
  const saving = useRef(false);
  const saveAgain = useRef(false);
  // The last text the server refused.
  const refused = useRef(unsavedNotes.get(task.id) ?? null);
  const timer = useRef<number | undefined>(undefined);

  // One function kept in a ref, so the timer, blur, retry and unmount all run the latest one.
  // Text the server refused is sent again only by the retry button, not on every blur.
  const save = useRef((_options?: { retry: boolean }) => {});
  save.current = ({ retry } = { retry: false }) => {
    window.clearTimeout(timer.current);
    const value = draftRef.current;
    if (value === storedRef.current) {
      unsavedNotes.delete(task.id);
      setStatus((current) => (current === 'editing' || current === 'failed' ? 'idle' : current));
      return;
    }
    if (value === refused.current && !retry) return;
    // The server's limit, checked here so a long paste is kept in the box rather than refused.
    if (value.length > NOTES_MAX_LENGTH) {
      setStatus('too-long');
      return;
    }
    if (saving.current) {
      saveAgain.current = true;
      return;
    }
    saving.current = true;
    setStatus('saving');
    update
      .mutateAsync({ taskId: task.id, input: { notes: value, version: versionRef.current } })
      .then(
        (answer) => {
          storedRef.current = value;
          versionRef.current = answer.task.version;
          if (draftRef.current === value) {
            unsavedNotes.delete(task.id);
            setStatus('saved');
          }
        },
        (error) => {
          // The text stays in the box (and in unsavedNotes); the toast came from the hook, or
          // for a conflict the dialog asks which text to keep.
          refused.current = value;
          saveAgain.current = false;
          setStatus('failed');
          const theirs = conflictingTask(error);
          if (theirs) setConflict({ mine: value, theirs: theirs.notes, version: theirs.version });
        },
      )
      .finally(() => {
        saving.current = false;
        if (saveAgain.current) {
          saveAgain.current = false;
          save.current();
        }
      });
  };

  const onChange = (value: string) => {
    draftRef.current = value;
    setDraft(value);
    unsavedNotes.set(task.id, value);
    setStatus((current) => (current === 'failed' || current === 'saving' ? current : 'editing'));
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => save.current(), NOTES_SAVE_DELAY_MS);
  };

  // Notes changed elsewhere (a fresh read of the dashboard) replace the box's text only when
  // nothing typed here is waiting to be stored.
  useEffect(() => {
    if (saving.current || unsavedNotes.has(task.id)) return;
    if (draftRef.current !== storedRef.current) return;
    draftRef.current = task.notes;
    storedRef.current = task.notes;
    versionRef.current = task.version;
    setDraft(task.notes);
  }, [task.notes, task.version, task.id]);

  const keepMine = () => {
    if (!conflict) return;
    // Saved again over their text, now that this person has seen it.
    versionRef.current = conflict.version;
    setConflict(null);
    save.current({ retry: true });
  };

  const useTheirs = () => {
    if (!conflict) return;
    draftRef.current = conflict.theirs;
    storedRef.current = conflict.theirs;
    versionRef.current = conflict.version;
    refused.current = null;
    unsavedNotes.delete(task.id);
    setDraft(conflict.theirs);
    setStatus('idle');
    setConflict(null);
  };

  // Hiding the notes or leaving the page saves what was typed rather than dropping it.
  useEffect(
    () => () => {
      save.current();
    },
    [],
  );

  const tooLong = status === 'too-long';
  const refusedHere = status === 'failed' || tooLong;
  // Closing the tab with notes not yet stored asks the browser first. Leaving inside the app
  // asks only for text the server refused or that is too long: anything else is saved as the
  // editor goes (its unmount above), so there is nothing to ask about (record 092).
  useUnsavedChanges(refusedHere || status === 'editing' || status === 'saving', {
    askInApp: refusedHere,
  });

  const statusId = `${id}-status`;
  const statusWords = statusText[status];
  const { title } = task;
  const errorId = `${id}-error`;

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>
        <Trans>Notes</Trans>
      </Label>
      <Textarea
        id={id}
        value={draft}
        rows={5}
        aria-label={t`Notes for "${title}"`}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => save.current()}
        aria-invalid={tooLong ? true : undefined}
        aria-describedby={tooLong ? `${errorId} ${statusId}` : statusId}
      />
      {tooLong && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm font-medium text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{inReadersWords(taskMessages.notesTooLong)}</span>
        </p>
      )}
      <div className="flex min-h-9 flex-wrap items-center gap-3">
        <p
          id={statusId}
          aria-live="polite"
          className={
            status === 'failed'
              ? 'text-sm font-medium text-destructive'
              : 'text-sm text-muted-foreground'
          }
        >
          {statusWords ? i18n._(statusWords) : ''}
        </p>
        {status === 'failed' && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => save.current({ retry: true })}
          >
            <RotateCcw aria-hidden="true" />
            <Trans>Not saved — retry</Trans>
          </Button>
        )}
      </div>
      {conflictShown && (
        <Suspense fallback={null}>
          <EditConflictDialog
            conflict={conflict}
            field={t({
              message: 'notes',
              context: 'the field of a conflict: Someone else saved the notes',
            })}
            onKeepMine={keepMine}
            onUseTheirs={useTheirs}
            onDismiss={() => setConflict(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
