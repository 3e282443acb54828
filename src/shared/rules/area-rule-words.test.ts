import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { i18nFor } from '../i18n/translate';
import { adminMessages } from '../schemas/admin';
import { calendarMessages } from '../schemas/calendar';
import { careMessages } from './care-profile';
import { DEMO_SUBTASK_CATEGORY_NAME } from './demo';
import { documentMessages } from './documents';
import { localizeRuleMessage } from './rule-messages';
import { PASSKEY_NAME_MAX_LENGTH } from './sign-in-factors';
import { demoRestrictionMessage } from './task-messages';

// The calendar's, the care records', the admin area's and the passkeys' messages, and a demo
// account's refusals, as a Spanish reader reads them (issue 59): every one the schemas and the
// server write has its Spanish, each number in the reader's conventions.

const english = i18nFor('en-US');
const spanish = i18nFor('es-US');

const shown = [
  ...Object.values(calendarMessages),
  ...Object.values(careMessages),
  ...Object.values(documentMessages),
  ...Object.values(adminMessages),
  `Please keep the name under ${PASSKEY_NAME_MAX_LENGTH + 1} characters`,
  "Please give the passkey a name, such as 'my phone'",
  'That is longer than a recovery code',
  'Not a passkey answer',
  'Search is too long',
  'No such task in the library',
  'The demo holds at most 25 tasks. Sign up for a full account to unlock all features.',
];

/** Every action the server refuses a demo account, as `refuseDemo` is called with it. */
function refusedDemoActions(): string[] {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return files(path);
      return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
    });
  const actions = new Set<string>();
  for (const file of files(join(import.meta.dirname, '../../server'))) {
    const text = readFileSync(file, 'utf8');
    for (const found of text.matchAll(/refuseDemo(OutsideHousing)?\([^)]*?'([^']+)'\)/g)) {
      // Outside housing, the server adds where (demo-rules.ts `refuseDemoOutsideHousing`).
      const where = found[1] ? ` outside ${DEMO_SUBTASK_CATEGORY_NAME}` : '';
      actions.add(`${found[2]}${where}`);
    }
  }
  return [...actions];
}

describe('the areas’ rule messages in the reader’s language', () => {
  it('are the same English in English', () => {
    for (const message of shown) expect(localizeRuleMessage(message, english)).toBe(message);
  });

  it('have their Spanish, every one', () => {
    const untranslated = shown.filter(
      (message) => localizeRuleMessage(message, spanish) === message,
    );
    expect(untranslated).toEqual([]);
    expect(localizeRuleMessage(calendarMessages.timeWithoutDate, spanish)).toBe(
      'Elija una fecha antes de una hora',
    );
    expect(localizeRuleMessage(careMessages.medicationNameRequired, spanish)).toBe(
      'Escriba el nombre del medicamento o quite la fila',
    );
  });

  it('write the numbers they name in the reader’s conventions', () => {
    expect(localizeRuleMessage(calendarMessages.intervalInvalid, spanish)).toBe(
      'Escriba un número del 1 al 99',
    );
    expect(localizeRuleMessage(adminMessages.headCodeTooLong, i18nFor('es-ES'))).toBe(
      'Código del encabezado: como máximo 20.000 caracteres',
    );
    expect(localizeRuleMessage(documentMessages.tooLarge, spanish)).toBe(
      'Ese archivo pesa más de 10 MB. Elija uno más pequeño.',
    );
  });

  it('say every refusal of a demo account in Spanish, its action too', () => {
    const actions = refusedDemoActions();
    expect(actions.length).toBeGreaterThan(20);
    const untranslated = actions
      .map((action) => demoRestrictionMessage(action))
      .filter((message) => localizeRuleMessage(message, spanish) === message);
    expect(untranslated).toEqual([]);
    expect(localizeRuleMessage(demoRestrictionMessage('edit notes'), spanish)).toBe(
      'Las cuentas de demostración no pueden editar notas. Cree una cuenta completa para usar todas las funciones.',
    );
  });

  it('say the server’s refusals of a passkey or an authenticator app in Spanish', () => {
    const dir = join(import.meta.dirname, '../../server/features/sign-in-factors');
    const server = readdirSync(dir)
      .filter((name) => !name.endsWith('.test.ts'))
      .map((name) => readFileSync(join(dir, name), 'utf8'))
      .join('\n');
    const refusals = [
      'Your passkey could not be checked. Please try again, or sign in with your email and password.',
      'This passkey is not recognised. It may have been removed from your account. Please sign in with your email and password.',
      'This device already has a passkey for your account.',
      'That took too long. Please try again.',
      'An authenticator app cannot be set up on this server yet. Please try again later.',
      'You already have an authenticator app. Remove it first to set up another.',
      'Your authenticator app is already set up.',
      'Please start setting up the app again.',
    ];
    for (const refusal of refusals) {
      // The server's words as it writes them, so the Spanish follows a change of the English.
      expect(server, refusal).toContain(refusal);
      expect(localizeRuleMessage(refusal, spanish), refusal).not.toBe(refusal);
    }
    expect(
      localizeRuleMessage(
        'You have 20 passkeys, the most an account may keep. Remove one you no longer use first.',
        spanish,
      ),
    ).toBe(
      'Tiene 20 llaves de acceso, el máximo que puede tener una cuenta. Quite primero una que ya no use.',
    );
  });
});
