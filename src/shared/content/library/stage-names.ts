import { type StageId, stageIds } from './library-entry';

// The stages as the landing page says them, apart from the library's entries so a page that
// names a stage (the landing, the dashboard by stage, 'Add from library') does not carry the
// library.

export const stageNames: Record<StageId, string> = {
  early_planning: 'Early Planning',
  care_transitions: 'Care Transitions',
  advanced_care: 'Advanced Care',
};

const stageTexts: Record<StageId, string> = {
  early_planning:
    'Talk about wishes, gather documents, set up Power of Attorney and review finances while there is time to plan.',
  care_transitions:
    'Compare in-home care and assisted living, assess home safety, and manage a move or a home sale.',
  advanced_care:
    'Coordinate doctors and medications, arrange support services, and honor personal and funeral wishes.',
};

/** The three stages in the landing page's order, each with its name and what it covers. */
export const stages = stageIds.map((id) => ({ id, name: stageNames[id], text: stageTexts[id] }));
