import { DOCUMENT_LIMITS } from './care-limits';

// What a plan's documents may be, and the words for each refusal (issue 35, decision record
// 082), shared by the server, the document schemas (schemas/care.ts) and the client. Kept apart
// from the schemas, as task-messages.ts is, so a page that shows one of these words (every page
// carries the error catalogue) does not load the validator.

/** What a document may be: its type read from its bytes, never from its name. */
export const documentTypes = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/heic': 'HEIC',
} as const;
export type DocumentMediaType = keyof typeof documentTypes;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const documentMessages = {
  fileRequired: 'Choose a file to upload',
  empty: 'That file is empty. Please choose another.',
  wrongType: 'Only PDF, JPEG, PNG or HEIC files can be kept here.',
  tooLarge: `That file is larger than ${megabytes(DOCUMENT_LIMITS.fileBytes)}. Please choose a smaller one.`,
  quotaFull: `This plan’s documents would pass ${megabytes(DOCUMENT_LIMITS.planBytes)}. Delete one you no longer need, then try again.`,
  tooMany: `A plan keeps at most ${DOCUMENT_LIMITS.perPlan} documents. Delete one you no longer need, then try again.`,
  notFound: 'Document not found',
  taskNotFound: 'Task not found',
  unavailable:
    'Documents cannot be stored on this server yet: its administrator has not set DOCUMENT_KEYS.',
  keyMissing:
    'This document cannot be opened: the key it was stored with is missing on this server. Please tell its administrator.',
} as const;
