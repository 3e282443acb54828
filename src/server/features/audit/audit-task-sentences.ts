import { type Reader, type Sentence, text, words } from './audit-reading';

// The sentences of a plan's tasks, steps, care profile and documents, in the reader's language
// (issue 59). A task or step is named by `Reader` ('the task “…”', 'a task since deleted'); what
// varies by case is the message's `select` or `plural`, never a word glued on.

/** The names of the fields a change lists (a care profile's, a task's), in the reader's words. */
function fieldWords(field: string, { say }: Reader): string {
  return say(
    /*i18n*/ {
      id: 'audit.field',
      message:
        '{field, select, title {title} description {description} notes {notes} fullName {full name} dateOfBirth {date of birth} conditions {conditions} allergies {allergies} medications {medications} contacts {contacts} insuranceProvider {insurance provider} insuranceMemberNumber {insurance member number} powerOfAttorney {power of attorney} advanceDirective {advance directive} advanceDirectiveLocation {advance directive location} dnrStatus {dnr status} other {{code}}}',
    },
    { field, code: words(field) },
  );
}

/** A sentence, then the fields it changed after a colon, if the entry lists any. */
const withFields = (sentence: string, fields: unknown, read: Reader) =>
  Array.isArray(fields) && fields.length
    ? read.say(
        /*i18n*/ { id: 'audit.with-fields', message: '{sentence}: {fields}' },
        {
          sentence,
          fields: fields.map((field) => fieldWords(String(field), read)).join(', '),
        },
      )
    : sentence;

/** A document's values: its type, and whether it begins with a vowel (the English 'an'). */
const documentValues = (d: Record<string, unknown>) => {
  const type = text(d.type);
  return { type: type ?? '', kind: !type ? 'none' : /^[aeiou]/i.test(type) ? 'vowel' : 'other' };
};

const toTask = (sentence: string, read: Reader) =>
  read.say(
    /*i18n*/ { id: 'audit.document.to-task', message: '{sentence} to {task}' },
    {
      sentence,
      task: read.task(),
    },
  );

export const taskSentences: Record<string, Sentence> = {
  view_task: (_d, read) =>
    read.say(/*i18n*/ { id: 'audit.task.viewed', message: 'Opened {task}' }, { task: read.task() }),
  create_task: (_d, read) =>
    read.say(/*i18n*/ { id: 'audit.task.added', message: 'Added {task}' }, { task: read.task() }),
  add_library_tasks: (d, { say }) => {
    const count = Number(d.count ?? 0);
    return say(
      /*i18n*/ {
        id: 'audit.task.added-from-library',
        message:
          '{count, plural, one {Added {n} task from the library} other {Added {n} tasks from the library}}',
      },
      { count, n: String(count) },
    );
  },
  update_task: (d, read) =>
    withFields(
      read.say(
        /*i18n*/ { id: 'audit.task.changed', message: 'Changed {task}' },
        {
          task: read.task(),
        },
      ),
      d.fields,
      read,
    ),
  update_task_notes: (_d, read) =>
    read.say(
      /*i18n*/ { id: 'audit.task.notes-changed', message: 'Changed the notes of {task}' },
      {
        task: read.task(),
      },
    ),
  assign_task: (d, read) =>
    d.assigneeId
      ? read.say(
          /*i18n*/ { id: 'audit.task.assigned', message: 'Assigned {task} to {person}' },
          {
            task: read.task(),
            person: read.person(d.assigneeId),
          },
        )
      : read.say(
          /*i18n*/ { id: 'audit.task.unassigned', message: 'Unassigned {task}' },
          {
            task: read.task(),
          },
        ),
  delete_task: (_d, read) =>
    read.say(
      /*i18n*/ { id: 'audit.task.deleted', message: 'Deleted {task}' },
      {
        task: read.task(),
      },
    ),
  restore_task: (_d, read) =>
    read.say(
      /*i18n*/ { id: 'audit.task.restored', message: 'Brought back {task} from Recently deleted' },
      { task: read.task() },
    ),
  toggle_task_completion: (d, read) =>
    read.say(
      /*i18n*/ {
        id: 'audit.task.completion',
        message:
          '{how, select, undo {Took back the completion of {task}} done {Marked {task} complete} other {Marked {task} not done}}',
      },
      { how: d.undo ? 'undo' : d.completed ? 'done' : 'open', task: read.task() },
    ),
  toggle_subtask_completion: (d, read) =>
    read.say(
      /*i18n*/ { id: 'audit.step.ticked', message: 'Ticked or unticked {step} of {task}' },
      { step: read.step(d.subtaskId), task: read.task() },
    ),
  delete_subtask: (d, read) =>
    read.say(
      /*i18n*/ { id: 'audit.step.deleted', message: 'Deleted {step} of {task}' },
      {
        step: read.step(d.subtaskId),
        task: read.task(),
      },
    ),
  restore_subtask: (d, read) => {
    const kept = text(d.title);
    const step = kept ? read.stepKept(kept) : read.step(d.subtaskId);
    return read.say(
      /*i18n*/ { id: 'audit.step.restored', message: 'Brought back {step} of {task}' },
      { step, task: read.task() },
    );
  },
  task_schedule_updated: (_d, read) =>
    read.say(
      /*i18n*/ { id: 'audit.task.schedule', message: 'Changed when {task} is due' },
      {
        task: read.task(),
      },
    ),
  subtask_schedule_updated: (d, read) =>
    read.say(
      /*i18n*/ { id: 'audit.step.schedule', message: 'Changed when {step} of {task} is due' },
      { step: read.step(d.subtaskId), task: read.task() },
    ),
  update_care_profile: (d, read) =>
    withFields(
      read.say(/*i18n*/ { id: 'audit.care-profile.changed', message: 'Changed the care profile' }),
      d.fields,
      read,
    ),
  upload_document: (d, read) => {
    const added = read.say(
      /*i18n*/ {
        id: 'audit.document.added',
        message:
          '{kind, select, none {Added a document} vowel {Added an {type} document} other {Added a {type} document}}',
      },
      documentValues(d),
    );
    return d.taskId ? toTask(added, read) : added;
  },
  download_document: (d, { say }) =>
    say(
      /*i18n*/ {
        id: 'audit.document.opened',
        message:
          '{kind, select, none {Opened a document} vowel {Opened an {type} document} other {Opened a {type} document}}',
      },
      documentValues(d),
    ),
  delete_document: (d, { say }) =>
    say(
      /*i18n*/ {
        id: 'audit.document.deleted',
        message:
          '{kind, select, none {Deleted a document} vowel {Deleted an {type} document} other {Deleted a {type} document}}',
      },
      documentValues(d),
    ),
  restore_document: (d, { say }) =>
    say(
      /*i18n*/ {
        id: 'audit.document.restored',
        message:
          '{kind, select, none {Brought back a document} vowel {Brought back an {type} document} other {Brought back a {type} document}}',
      },
      documentValues(d),
    ),
};
