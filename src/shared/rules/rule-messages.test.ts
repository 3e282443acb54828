import { describe, expect, it } from 'vitest';
import { i18nFor } from '../i18n/translate';
import { messages as authMessages } from '../schemas/auth';
import { communityMessages } from '../schemas/community';
import { planMessages } from '../schemas/plans';
import { leadMessages } from './lead';
import { passwordStrength, passwordStrengthLabels } from './password-strength';
import { phoneMessage } from './phone';
import { localizeRuleMessage } from './rule-messages';
import { taskMessages } from './task-messages';
import { CONTROL_CHARACTERS_MESSAGE, HIDDEN_CHARACTERS_MESSAGE, tooLongMessage } from './text';

// The rules' messages stay English in the server's answers and the schemas; the browser writes
// them in its reader's language (issue 59). Each one people see must have its Spanish.

const english = i18nFor('en-US');
const spanish = i18nFor('es-US');

const shown = [
  ...Object.values(taskMessages),
  ...Object.values(leadMessages),
  ...Object.values(authMessages),
  ...Object.values(communityMessages),
  ...Object.values(planMessages),
  "Display name can't contain @: choose a name, not an email address",
  ...passwordStrengthLabels,
  CONTROL_CHARACTERS_MESSAGE,
  HIDDEN_CHARACTERS_MESSAGE,
  phoneMessage,
  'Password is required',
  'Invalid input',
];

describe('a rule’s message in the reader’s language', () => {
  it('is the same English in English', () => {
    for (const message of shown) expect(localizeRuleMessage(message, english)).toBe(message);
  });

  it('has its Spanish, every one', () => {
    const untranslated = shown.filter(
      (message) => localizeRuleMessage(message, spanish) === message,
    );
    expect(untranslated).toEqual([]);
    expect(localizeRuleMessage(taskMessages.titleRequired, spanish)).toBe(
      'El título es obligatorio',
    );
    expect(localizeRuleMessage(passwordStrength('abc').label, spanish)).toBe('Débil');
  });

  it('names the field and writes the limit in the reader’s conventions', () => {
    expect(localizeRuleMessage(taskMessages.notesTooLong, spanish)).toBe(
      'Notas: como máximo 20,000 caracteres',
    );
    expect(localizeRuleMessage(tooLongMessage('Dose', 200), spanish)).toBe(
      'Dosis: como máximo 200 caracteres',
    );
    expect(localizeRuleMessage(taskMessages.notesTooLong, i18nFor('es-ES'))).toBe(
      'Notas: como máximo 20.000 caracteres',
    );
  });

  it('leaves any other text as it is', () => {
    expect(localizeRuleMessage('Someone typed this', spanish)).toBe('Someone typed this');
    expect(localizeRuleMessage(tooLongMessage('Mystery', 10), spanish)).toBe(
      'Mystery must be at most 10 characters',
    );
  });
});
