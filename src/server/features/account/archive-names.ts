import { type DocumentMediaType, documentFileName } from '../../../shared/rules/documents';

// The names documents take in the 'Download my data' archive (issue 54, decision record 085).
// A stored name was checked as text, not as a file name: unpacked on Windows, macOS or Linux it
// must stay one file in the archive's documents folder, not show other than it is, and open as
// the type its bytes are (the extension, as a download names it: documentFileName).

/** A path's separators, what Windows refuses in a name, control and invisible format characters. */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}<>:"/\\|?*]/gu;

/** Windows' device names, which no file may take, whatever its extension. */
const DEVICE = /^(con|prn|aux|nul|com\d|lpt\d)(\.|$)/i;

/** Bytes of a name in UTF-8: file systems count bytes (255 at most), not characters. */
const NAME_BYTES = 180;

/** `text` within `bytes` in UTF-8, cut between characters. */
function fitBytes(text: string, bytes: number): string {
  let fitted = '';
  let used = 0;
  for (const character of text) {
    used += Buffer.byteLength(character);
    if (used > bytes) break;
    fitted += character;
  }
  return fitted;
}

function safeName(name: string, mediaType: DocumentMediaType): { base: string; extension: string } {
  // No leading dot (a hidden file, or '..'), nor the dots and spaces Windows drops at the end.
  const cleaned = name
    .normalize('NFC')
    .replace(UNSAFE, '_')
    .replace(/^[.\s]+|[.\s]+$/gu, '');
  const named = documentFileName(
    DEVICE.test(cleaned) ? `_${cleaned}` : cleaned || 'Document',
    mediaType,
  );
  const dot = named.lastIndexOf('.');
  const extension = dot > 0 ? named.slice(dot) : '';
  const base = dot > 0 ? named.slice(0, dot) : named;
  return { base: fitBytes(base, NAME_BYTES).replace(/[.\s]+$/u, '') || 'Document', extension };
}

/**
 * Names for one archive's documents: each safe, and unique without regard to case (two files
 * may not differ only by it on Windows or macOS): a second 'Card.pdf' becomes 'Card (2).pdf'.
 */
export function archiveNames(): (name: string, mediaType: DocumentMediaType) => string {
  const taken = new Set<string>();
  return (name, mediaType) => {
    const { base, extension } = safeName(name, mediaType);
    let candidate = `${base}${extension}`;
    for (let copy = 2; taken.has(candidate.toLowerCase()); copy++) {
      candidate = `${base} (${copy})${extension}`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  };
}
