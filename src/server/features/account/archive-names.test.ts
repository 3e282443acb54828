import { describe, expect, it } from 'vitest';
import { archiveNames } from './archive-names';

// The names documents take in the 'Download my data' archive (decision record 085): each one
// file in documents/, on any system, ending in its type's extension.

describe('archiveNames', () => {
  it('keeps a right name as it is, and gives a wrong or missing extension the type’s', () => {
    const name = archiveNames();
    expect(name('insurance-card.pdf', 'application/pdf')).toBe('insurance-card.pdf');
    expect(name('poly.html', 'application/pdf')).toBe('poly.pdf');
    expect(name('Photo of Mum', 'image/jpeg')).toBe('Photo of Mum.jpg');
    expect(name('Ärztebrief ✓.PDF', 'application/pdf')).toBe('Ärztebrief ✓.PDF');
  });

  it('makes one file of any name: no path, no reserved or invisible character, no device name', () => {
    const name = archiveNames();
    expect(name('../../etc/passwd', 'application/pdf')).toBe('_.._etc_passwd.pdf');
    expect(name('C:\\Users\\a<b>|c?.pdf', 'application/pdf')).toBe('C__Users_a_b__c_.pdf');
    expect(name('scan\u202Efdp.exe', 'application/pdf')).toBe('scan_fdp.pdf');
    expect(name('zero\u200Bwidth\u0007.png', 'image/png')).toBe('zero_width_.png');
    expect(name('  .hidden.  ', 'image/png')).toBe('hidden.png');
    expect(name('...', 'image/png')).toBe('Document.png');
    expect(name('con.pdf', 'application/pdf')).toBe('_con.pdf');
    expect(name('LPT1', 'application/pdf')).toBe('_LPT1.pdf');
  });

  it('fits a name within 180 bytes of UTF-8, between characters', () => {
    const fitted = archiveNames()(`${'藥'.repeat(100)}.pdf`, 'application/pdf');
    expect(fitted).toBe(`${'藥'.repeat(60)}.pdf`);
    expect(Buffer.byteLength(fitted)).toBeLessThanOrEqual(184);
  });

  it('tells apart names equal but for case, as Windows and macOS would not', () => {
    const name = archiveNames();
    expect(name('Card.pdf', 'application/pdf')).toBe('Card.pdf');
    expect(name('card.PDF', 'application/pdf')).toBe('card (2).PDF');
    expect(name('Card', 'application/pdf')).toBe('Card (3).pdf');
  });
});
