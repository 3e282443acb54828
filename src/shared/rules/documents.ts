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

/**
 * The extensions each type is named with, the one given first (issue 54): a name ending in any
 * of them, in any case ('photo.JPEG'), is kept as the person wrote it.
 */
export const documentExtensions: Record<DocumentMediaType, readonly string[]> = {
  'application/pdf': ['pdf'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/heic': ['heic', 'heif'],
};

/** A name's last part after a dot, if it looks like an extension: letters and digits, a letter. */
const EXTENSION = /\.([a-z0-9]{0,9}[a-z][a-z0-9]{0,9})$/i;

/** `text` cut to at most `length` UTF-16 units, never between the halves of a pair. */
function cut(text: string, length: number): string {
  if (text.length <= length) return text;
  const end = /[\ud800-\udbff]/.test(text.charAt(length - 1)) ? length - 1 : length;
  return text.slice(0, end);
}

/**
 * The name a document is stored, listed and downloaded by: its own, ending in the extension of
 * the type read from its bytes, so a PDF sent as 'poly.html' is never saved as a page a browser
 * runs (issue 54). A wrong extension is replaced ('poly.html' -> 'poly.pdf'), a missing one
 * added ('scan' -> 'scan.pdf'), within the name's length. The same name given again is kept,
 * so names stored before this rule are corrected where they are read.
 */
export function documentFileName(name: string, mediaType: DocumentMediaType): string {
  const extensions = documentExtensions[mediaType] as readonly string[] | undefined;
  if (!extensions) return name;
  const found = EXTENSION.exec(name);
  const own = found?.[1]?.toLowerCase();
  if (found && found.index > 0 && own && extensions.includes(own)) return name;
  const extension = `.${extensions[0]}`;
  // What is left of the name, without the dots and spaces a system drops from a name's end.
  const base = (found ? name.slice(0, found.index) : name).replace(/[.\s]+$/u, '');
  const fitted = cut(base, DOCUMENT_LIMITS.nameLength - extension.length).replace(/[.\s]+$/u, '');
  return `${fitted || 'Document'}${extension}`;
}

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
