import type { StageId } from './library-entry';

// The stages' names as the landing page says them, apart from the library's entries so a page
// that names a stage (the dashboard by stage, 'Add from library') does not carry the library.

export const stageNames: Record<StageId, string> = {
  early_planning: 'Early Planning',
  care_transitions: 'Care Transitions',
  advanced_care: 'Advanced Care',
};
