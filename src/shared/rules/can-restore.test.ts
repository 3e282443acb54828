import { describe, expect, it } from 'vitest';
import { i18nFor } from '../i18n/translate';
import { canRestoreMessage } from './limits';

// The sentence every delete confirmation ends with (issue 56), in the reader's language (issue 59).
describe('canRestoreMessage', () => {
  it('says how long a deleted thing waits, in English and in Spanish', () => {
    expect(canRestoreMessage(i18nFor('en-US'))).toBe(
      'You can bring it back from Recently deleted for 30 days.',
    );
    expect(canRestoreMessage(i18nFor('es-MX'))).toBe(
      'Se puede recuperar desde Eliminado recientemente durante 30 días.',
    );
  });
});
