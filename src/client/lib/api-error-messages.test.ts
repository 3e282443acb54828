import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messages as spanishMessages } from '../locales/catalog-es';
import { ApiError } from './api';
import {
  demoFailureMessage,
  describeApiError,
  describedErrorCodes,
  isSessionLost,
  verifyFailureMessage,
} from './api-error-messages';
import { activateInBrowser, createI18n } from './i18n';

const serverDir = join(import.meta.dirname, '../../server');

/** The server's source files, tests left out (they only read codes). */
function serverSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter(
      (entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name),
    )
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

const CODE = /^[a-z]+(?:_[a-z]+)*$/;

/** The text of the call that starts at `open` (an opening parenthesis), brackets balanced. */
function callText(source: string, open: number): string {
  let depth = 0;
  for (let index = open; index < source.length; index++) {
    if (source[index] === '(') depth++;
    if (source[index] === ')' && --depth === 0) return source.slice(open, index + 1);
  }
  return source.slice(open);
}

/**
 * Every error code the server can send, read from its source: `new AppError(status, 'code'`,
 * a helper's default (`code = 'unauthorized'`), the code given last to unauthorized(),
 * forbidden() or conflict(), and hand-written answers (`code: 'not_found'`).
 */
function serverErrorCodes(): Set<string> {
  const found: (string | undefined)[] = [];
  for (const source of serverSources(serverDir)) {
    for (const pattern of [/new AppError\(\s*\d+,\s*'([^']+)'/g, /\bcode(?::| =) '([^']+)'/g]) {
      for (const match of source.matchAll(pattern)) found.push(match[1]);
    }
    for (const match of source.matchAll(/\b(?:unauthorized|forbidden|conflict)\(/g)) {
      const call = callText(source, match.index + match[0].length - 1);
      const strings = [...call.matchAll(/'([^']*)'/g)].map((literal) => literal[1]);
      if (strings.length > 1) found.push(strings.at(-1));
    }
  }
  // A code is one snake_case word; other text (a message under a field named `code`) is not.
  return new Set(found.filter((code): code is string => code !== undefined && CODE.test(code)));
}

describe('the API error catalogue', () => {
  const sent = serverErrorCodes();

  it('finds the codes in the server source', () => {
    // If the patterns stop matching, the comparisons below would pass on an empty set.
    for (const code of ['bad_request', 'session_expired', 'not_admin', 'email_taken', 'internal']) {
      expect(sent).toContain(code);
    }
  });

  it('has words for every code the server can send', () => {
    const missing = [...sent].filter((code) => !describedErrorCodes.includes(code));
    expect(missing).toEqual([]);
  });

  it('has no words for a code nobody sends', () => {
    const clientCodes = ['network', 'http_error'];
    const unused = describedErrorCodes.filter(
      (code) => !sent.has(code) && !clientCodes.includes(code),
    );
    expect(unused).toEqual([]);
  });
});

describe('describeApiError', () => {
  it('gives the spec words for a lost connection', () => {
    expect(describeApiError(new ApiError(0, 'network', 'Failed to fetch'))).toBe(
      'Network error. Please check your internet connection.',
    );
  });

  it('keeps the server words that name the particular problem', () => {
    const refused = new ApiError(403, 'demo_restricted', 'Demo accounts cannot delete tasks.');
    expect(describeApiError(refused)).toBe('Demo accounts cannot delete tasks.');
  });

  it('uses its own words for a code whose meaning is fixed', () => {
    expect(describeApiError(new ApiError(500, 'internal', 'stack trace here'))).toBe(
      'An unexpected error occurred',
    );
  });

  it('falls back to the server words for a code it does not know, then to plain words', () => {
    expect(describeApiError(new ApiError(418, 'teapot', 'I am a teapot'))).toBe('I am a teapot');
    expect(describeApiError(new Error('boom'))).toBe('An unexpected error occurred');
  });
});

describe('demoFailureMessage', () => {
  it('says the demo could not be set up, with the server’s words for why', () => {
    const throttled = new ApiError(
      429,
      'too_many_requests',
      'Too many demos were started from your connection. Please wait a few minutes and try again.',
    );
    expect(demoFailureMessage(throttled)).toBe(
      'Could not set up demo account: Too many demos were started from your connection. Please wait a few minutes and try again.',
    );
    expect(demoFailureMessage(new ApiError(500, 'internal', 'stack trace here'))).toBe(
      'Could not set up demo account: An unexpected error occurred',
    );
  });

  it('falls back to the spec’s words for anything that is not an answer of the API', () => {
    expect(demoFailureMessage(new TypeError('boom'))).toBe(
      'An unexpected error occurred during demo login',
    );
  });
});

describe('verifyFailureMessage', () => {
  const refusal = (reason: string) =>
    new ApiError(400, 'bad_request', 'ignored', { code: 'bad_request', message: '', reason });

  it('names why the code was refused', () => {
    expect(verifyFailureMessage(refusal('expired'))).toBe(
      'Code has expired. Please request a new code.',
    );
    expect(verifyFailureMessage(refusal('invalid'))).toBe(
      'Invalid code entered. Please double-check the 6-digit code.',
    );
    expect(verifyFailureMessage(refusal('attempts'))).toBe(
      'Too many attempts. Please request a new code.',
    );
    expect(verifyFailureMessage(new ApiError(429, 'locked', 'Too many attempts'))).toBe(
      'Too many attempts. Please request a new code.',
    );
    expect(verifyFailureMessage(refusal('other'))).toBe('Please check your code and try again.');
  });

  it('says a code that is not 6 digits is incomplete, in the words the server sent for it', () => {
    const message = 'Please enter a complete 6-digit code';
    const incomplete = new ApiError(400, 'bad_request', message, {
      code: 'bad_request',
      message,
      fields: { code: message },
    });
    expect(verifyFailureMessage(incomplete)).toBe(message);
  });

  it('sends the user back to sign in when the session is gone, by the server’s codes', () => {
    for (const code of ['unauthorized', 'session_expired']) {
      const lost = new ApiError(401, code, 'ignored');
      expect(isSessionLost(lost)).toBe(true);
      expect(verifyFailureMessage(lost)).toBe('Session error. Please try logging in again.');
    }
    expect(isSessionLost(new ApiError(400, 'bad_request', 'Invalid code'))).toBe(false);
    expect(isSessionLost(new Error('boom'))).toBe(false);
  });
});

describe("in the reader's language", () => {
  it("speaks Spanish when the page's instance is Spanish (restored to English after each test)", () => {
    activateInBrowser('es-US', spanishMessages);
    expect(describeApiError(new ApiError(0, 'network', 'Failed to fetch'))).toBe(
      'Error de red. Revise su conexión a internet.',
    );
    expect(describeApiError(new ApiError(403, 'not_admin', 'Admin access required'))).toBe(
      'No tiene permiso para acceder al panel de administración.',
    );
    expect(describeApiError(new Error('boom'))).toBe('Ocurrió un error inesperado');
    expect(demoFailureMessage(new ApiError(500, 'internal', 'stack trace here'))).toBe(
      'No se pudo preparar la cuenta de demostración: Ocurrió un error inesperado',
    );
    expect(verifyFailureMessage(new ApiError(429, 'locked', 'Too many attempts'))).toBe(
      'Demasiados intentos. Pida un código nuevo.',
    );
  });

  it('shows what the server sent in its own words as it came', () => {
    activateInBrowser('es-US', spanishMessages);
    const refused = new ApiError(403, 'demo_restricted', 'Demo accounts cannot delete tasks.');
    expect(describeApiError(refused)).toBe('Demo accounts cannot delete tasks.');
  });

  it("says a code's own words to a Spanish reader when the server's are still English", () => {
    activateInBrowser('es-US', spanishMessages);
    const refused = new ApiError(
      403,
      'plan_role',
      'Only owners and caregivers can change this plan.',
      undefined,
      false,
    );
    expect(describeApiError(refused)).toBe(
      'Puede ver este plan, pero solo quienes tienen el rol Responsable o Colaborador pueden cambiarlo.',
    );
  });

  it("writes in the instance a server-rendered page passes, whatever the browser's is", () => {
    const spanish = createI18n('es-US', spanishMessages);
    expect(describeApiError(new ApiError(0, 'network', 'Failed to fetch'), spanish)).toBe(
      'Error de red. Revise su conexión a internet.',
    );
    expect(describeApiError(new ApiError(0, 'network', 'Failed to fetch'))).toBe(
      'Network error. Please check your internet connection.',
    );
  });
});
