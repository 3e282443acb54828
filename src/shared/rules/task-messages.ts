import {
  DESCRIPTION_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  TASK_SEARCH_LIMITS,
  TITLE_MAX_LENGTH,
} from './limits';
import { tooLongMessage } from './text';

// The care tasks' messages, shared by their schemas (the server's answers) and the dashboard.
// Kept apart from the schemas so a page that shows a message does not load the validator.

export const taskMessages = {
  titleRequired: 'Title is required',
  titleTooLong: tooLongMessage('Title', TITLE_MAX_LENGTH),
  notesTooLong: tooLongMessage('Notes', NOTES_MAX_LENGTH),
  descriptionTooLong: tooLongMessage('Description', DESCRIPTION_MAX_LENGTH),
  searchRequired: 'Type a word to search for',
  searchTooLong: tooLongMessage('A search', TASK_SEARCH_LIMITS.queryLength),
} as const;

export function demoRestrictionMessage(action: string): string {
  return `Demo accounts cannot ${action}. Sign up for a full account to unlock all features.`;
}
