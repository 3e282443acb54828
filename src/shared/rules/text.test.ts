import { describe, expect, it } from 'vitest';
import { formatCount } from '../format';
import { hasControlCharacters, hasHiddenOrDirectionCharacters } from './text';

describe('the shared text rule', () => {
  it('refuses a lone surrogate half anywhere, and keeps pairs (emoji)', () => {
    for (const text of ['Mum \ud800', '\udfff', 'a\udc00b', '\ud83d', 'end\udbff']) {
      expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
      expect(hasControlCharacters(text, { multiline: true }), JSON.stringify(text)).toBe(true);
    }
    for (const text of ['Mum 👵', '😀😀', 'Zoë', '日本語', '𝒜 scripted A']) {
      expect(hasControlCharacters(text), text).toBe(false);
    }
  });
});

describe('everything typed, which others read (issue 54)', () => {
  it('refuses bidirectional controls, format characters, zero-width characters and byte-order marks', () => {
    const spoofs = [
      'Invoice\u202Egpj.exe', // right-to-left override
      '\u202E4321 555 020', // a phone that reads '020 555 1234'
      '\u202Egm 05', // a dose that reads '50 mg'
      '\u202Aembedded',
      '\u202Dleft override',
      'isolate\u2066d\u2069', // left-to-right isolate
      '\u2067right isolate\u2069',
      '\u2068first strong isolate\u2069',
      'pop\u2069',
      'mark\u200Fhere', // a right-to-left mark alone swaps '1234 \u200F 5678' to '5678 1234'
      'mark\u200Ehere',
      'Arabic mark\u061C',
      'Pay\u200Bpal', // zero-width space
      '\uFEFFMum', // byte-order mark
      'Mu\uFEFFm',
      'word\u2060joiner',
      'soft\u00ADhyphen',
      'Mum\u200D', // a joiner with nothing to join
      'Pa\u200Dypal', // a joiner between letters that join no other way
      'a\u200D👩', // a joiner before an emoji but after a letter
      '\u200CMum', // a non-joiner before anything
      'Pay\u200Cpal', // a non-joiner between Latin letters only hides a difference
      'Hangul\u3164filler',
      'tag\u{E0041}',
      'interlinear\uFFF9annotation\uFFFB', // format characters that can hide text
      '\u0600123', // a format character outside the invisible set
    ];
    for (const text of spoofs) {
      expect(hasHiddenOrDirectionCharacters(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('keeps what real writing needs: right-to-left scripts, emoji sequences, flags, Persian, accents', () => {
    const writing = [
      'Care plan for Mom',
      'Family 👨\u200D👩\u200D👧', // a family emoji joins three people
      'Nurse 👩🏽\u200D⚕\uFE0F',
      'Love ❤\uFE0F',
      'Scotland 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
      'می\u200Cخواهم', // Persian needs the non-joiner between letters
      'کتاب\u200Cها', // 'books': the plural suffix kept apart by the non-joiner
      'ශ්\u200Dරී ලංකා', // Sinhala's 'Sri' joins after the virama
      'क्\u200Dष', // a Devanagari half form
      'Zoë Ångström',
      'שלום, אמא', // Hebrew: right-to-left letters carry their own direction
      'مرحبا 12 ملغ', // Arabic with digits
      'أمي: دواء الضغط ٥ ملغ', // Arabic-Indic digits
      'Apixaban 5 mg',
      '日本語のタイトル',
    ];
    for (const text of writing) {
      expect(hasHiddenOrDirectionCharacters(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('a limit as people write it', () => {
  it('groups thousands with commas, as en-US does', () => {
    for (const count of [0, 7, 100, 999, 1000, 20000, 65536, 1234567]) {
      expect(formatCount(count)).toBe(count.toLocaleString('en-US'));
    }
  });
});
