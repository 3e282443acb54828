import { describe, expect, it } from 'vitest';
import { DOCUMENT_LIMITS } from './care-limits';
import { documentFileName } from './documents';

// A document's name ends in the extension of the type read from its bytes (issue 54).

describe("a document's name", () => {
  it('takes its type’s extension in place of a wrong one, keeping the rest of the name', () => {
    expect(documentFileName('poly.html', 'application/pdf')).toBe('poly.pdf');
    expect(documentFileName('poly.HTML', 'application/pdf')).toBe('poly.pdf');
    expect(documentFileName('card.svg', 'image/png')).toBe('card.png');
    expect(documentFileName('Power of attorney.exe', 'application/pdf')).toBe(
      'Power of attorney.pdf',
    );
    expect(documentFileName('scan.pdf', 'image/jpeg')).toBe('scan.jpg');
    expect(documentFileName('photo.png', 'image/heic')).toBe('photo.heic');
  });

  it('gets one when it has none', () => {
    expect(documentFileName('scan', 'application/pdf')).toBe('scan.pdf');
    expect(documentFileName('scan', 'image/png')).toBe('scan.png');
    // A last part of digits is not an extension: kept, with the type's after it.
    expect(documentFileName('Report v1.2', 'application/pdf')).toBe('Report v1.2.pdf');
    // Trailing dots and spaces are dropped, as systems drop them from a saved name.
    expect(documentFileName('scan. .', 'application/pdf')).toBe('scan.pdf');
    // Only an extension: the name documents get when they have none.
    expect(documentFileName('.html', 'application/pdf')).toBe('Document.pdf');
    expect(documentFileName('.pdf', 'application/pdf')).toBe('Document.pdf');
  });

  it('keeps a name whose extension is already its type’s, in the case it was written', () => {
    for (const [name, type] of [
      ['Discharge – ward 7.pdf', 'application/pdf'],
      ['scan.PDF', 'application/pdf'],
      ['photo.JPEG', 'image/jpeg'],
      ['photo.jpg', 'image/jpeg'],
      ['card.png', 'image/png'],
      ['IMG_0042.HEIC', 'image/heic'],
      ['IMG_0042.heif', 'image/heic'],
    ] as const) {
      expect(documentFileName(name, type), name).toBe(name);
    }
  });

  it('is the same when applied again, so names stored before the rule can be read through it', () => {
    for (const name of ['poly.html', 'scan', 'Report v1.2', '.html', 'x'.repeat(200)]) {
      const once = documentFileName(name, 'application/pdf');
      expect(documentFileName(once, 'application/pdf'), name).toBe(once);
    }
  });

  it('stays within the name’s length, never cutting a character in two', () => {
    const long = documentFileName('a'.repeat(DOCUMENT_LIMITS.nameLength), 'image/heic');
    expect(long).toHaveLength(DOCUMENT_LIMITS.nameLength);
    expect(long.endsWith('a.heic')).toBe(true);
    // An emoji (two UTF-16 units) across the cut goes whole.
    const emoji = documentFileName(`${'a'.repeat(195)}😀😀.html`, 'application/pdf');
    expect(emoji).toBe(`${'a'.repeat(195)}.pdf`);
    expect(emoji.length).toBeLessThanOrEqual(DOCUMENT_LIMITS.nameLength);
  });
});
