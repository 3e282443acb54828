import type { I18n } from '@lingui/core';
import type { StageId } from './library/library-entry';

// The three stages' names and what each covers, as messages (issue 59): a page shows them in its
// reader's language with `stageName(id, i18n)` and `stageText(id, i18n)`, without the library.
// Kept outside library/, whose text the library's own catalog holds.

/** A message whose English is given. */
type Words = { id: string; message: string };

// Each pair is a call's arguments: the extractor finds a marked descriptor there.
const words = (name: Words, text: Words) => ({ name, text });

export const stageWords: Record<StageId, { name: Words; text: Words }> = {
  early_planning: words(
    /*i18n*/ { id: 'stage.early-planning.name', message: 'Early Planning' },
    /*i18n*/ {
      id: 'stage.early-planning.text',
      message:
        'Talk about wishes, gather documents, set up Power of Attorney and review finances while there is time to plan.',
    },
  ),
  care_transitions: words(
    /*i18n*/ { id: 'stage.care-transitions.name', message: 'Care Transitions' },
    /*i18n*/ {
      id: 'stage.care-transitions.text',
      message:
        'Compare in-home care and assisted living, assess home safety, and manage a move or a home sale.',
    },
  ),
  advanced_care: words(
    /*i18n*/ { id: 'stage.advanced-care.name', message: 'Advanced Care' },
    /*i18n*/ {
      id: 'stage.advanced-care.text',
      message:
        'Coordinate doctors and medications, arrange support services, and honor personal and funeral wishes.',
    },
  ),
};

/** A stage's name in the reader's language (the client passes `useLingui().i18n`). */
export function stageName(id: StageId, i18n: I18n): string {
  return i18n._(stageWords[id].name);
}

/** What a stage covers, in the reader's language. */
export function stageText(id: StageId, i18n: I18n): string {
  return i18n._(stageWords[id].text);
}
