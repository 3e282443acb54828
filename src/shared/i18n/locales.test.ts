import { describe, expect, it } from 'vitest';
import { addressIn, negotiateLocale } from './locales';
import { translate } from './translate';

describe('negotiateLocale', () => {
  it.each([
    [undefined, 'en-US'],
    ['', 'en-US'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es-MX'],
    ['es-CO,es;q=0.9', 'es-US'],
    ['es', 'es-US'],
    ['en-GB', 'en-GB'],
    ['en-AU,en;q=0.9', 'en-US'],
    ['de-DE,fr;q=0.9', 'en-US'],
    // Quality values order the choices, not the header's order.
    ['en;q=0.5,es;q=0.9', 'es-US'],
    ['es;q=0,en-GB', 'en-GB'],
    // "espanol" is no language tag: its first two letters are not a language.
    ['espanol', 'en-US'],
  ])('%s → %s', (header, locale) => {
    expect(negotiateLocale(header)).toBe(locale);
  });
});

describe('addressIn', () => {
  it('sets the language beside the query the page has', () => {
    expect(addressIn('es', '/demo', '?category=legal')).toBe('/demo?category=legal&lang=es');
    expect(addressIn('en', '/', '?lang=es')).toBe('/?lang=en');
  });
});

describe('translate', () => {
  it('fills in a message’s placeholders', () => {
    const message = { id: 'test.not-in-catalog', message: 'Hello {name}' };
    expect(translate('en-US', message, { name: 'Ana' })).toBe('Hello Ana');
  });
});
