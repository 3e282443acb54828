import { describe, expect, it } from 'vitest';
import { asWritten } from './limits';
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

describe('names and titles others see', () => {
  it('refuse bidirectional controls, zero-width characters and byte-order marks', () => {
    const spoofs = [
      'Invoice\u202Egpj.exe', // right-to-left override
      '\u202Aembedded',
      'isolate\u2066d\u2069',
      'mark\u200Fhere',
      'mark\u200Ehere',
      'Arabic mark\u061C',
      'Pay\u200Bpal', // zero-width space
      '\uFEFFMum', // byte-order mark
      'word\u2060joiner',
      'soft\u00ADhyphen',
      'Mum\u200D', // a joiner with nothing to join
      '\u200CMum', // a non-joiner before anything
      'Hangul\u3164filler',
      'tag\u{E0041}',
    ];
    for (const text of spoofs) {
      expect(hasHiddenOrDirectionCharacters(text), JSON.stringify(text)).toBe(true);
    }
  });

  it('keep what real writing needs: emoji sequences, flags, Persian, accents, scripts', () => {
    const writing = [
      'Care plan for Mom',
      'Family 👨\u200D👩\u200D👧', // a family emoji joins three people
      'Nurse 👩🏽\u200D⚕\uFE0F',
      'Love ❤\uFE0F',
      'Scotland 🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}',
      'می\u200Cخواهم', // Persian needs the non-joiner between letters
      'Zoë Ångström',
      'שלום', // right-to-left text itself is fine; only the controls are refused
      'مرحبا',
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
      expect(asWritten(count)).toBe(count.toLocaleString('en-US'));
    }
  });
});
