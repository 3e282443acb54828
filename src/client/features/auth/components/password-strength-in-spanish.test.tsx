import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import { messages as spanishMessages } from '../../../locales/catalog-es';
import { PasswordStrengthMeter } from './password-strength-meter';

// A new password's strength as a Spanish reader hears it (issue 59): the label in Spanish.

const inSpanish = (password: string) =>
  render(
    <I18nProvider i18n={createI18n('es-US', spanishMessages)}>
      <PasswordStrengthMeter id="strength" password={password} />
    </I18nProvider>,
  );

describe('the password strength in Spanish', () => {
  it('says each strength in Spanish', () => {
    inSpanish('abc');
    expect(screen.getByText('Seguridad de la contraseña: Débil')).toBeInTheDocument();
  });

  it('says a very strong password is very strong, in Spanish', () => {
    inSpanish('Abcdefg1!');
    expect(screen.getByText('Seguridad de la contraseña: Muy fuerte')).toBeInTheDocument();
  });
});
