import { describe, expect, it } from 'vitest';
import { localizedRefusal } from './localized-refusal';

// A refused plain post's words, as its page says them (issue 59): the API's English rule
// messages in the reader's language, anything else as the API wrote it.

const refusal = {
  code: 'bad_request',
  status: 400,
  message: 'Invalid input',
  fields: { email: 'Invalid email address', firstName: 'Required' },
};

describe('a refused post’s words', () => {
  it('are the reader’s language for a Spanish reader', () => {
    expect(localizedRefusal(refusal, 'es-US')).toEqual({
      code: 'bad_request',
      status: 400,
      message: 'Dato no válido',
      fields: { email: 'Dirección de correo electrónico no válida', firstName: 'Obligatorio' },
    });
  });

  it('stay as the API wrote them in English, and when not a rule’s', () => {
    expect(localizedRefusal(refusal, 'en-US')).toEqual(refusal);
    const other = { ...refusal, message: 'Something the server said', fields: {} };
    expect(localizedRefusal(other, 'es-MX')).toEqual(other);
  });
});
