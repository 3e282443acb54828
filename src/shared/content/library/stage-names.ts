import { stageWords } from '../stage-words';
import { type StageId, stageIds } from './library-entry';

// The stages as the landing page says them, apart from the library's entries so a page that
// names a stage (the landing, the dashboard by stage, 'Add from library') does not carry the
// library. Their English; in the reader's language: ../stage-words.ts `stageName`, `stageText`.

export const stageNames = Object.fromEntries(
  stageIds.map((id) => [id, stageWords[id].name.message]),
) as Record<StageId, string>;

/** The three stages in the landing page's order, each with its name and what it covers. */
export const stages = stageIds.map((id) => ({
  id,
  name: stageWords[id].name.message,
  text: stageWords[id].text.message,
}));
