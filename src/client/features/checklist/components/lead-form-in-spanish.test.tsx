import { I18nProvider } from '@lingui/react';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import { messages as spanishMessages } from '../../../locales/catalog-es';
import { renderWithApp } from '../../../test/render-with-app';
import { LeadForm } from './lead-form';

// The checklist form's own checks, as a Spanish reader reads them (issue 59): the spec's
// 'Required' and 'Invalid email address' in Spanish beside each field.

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
});

function renderForm() {
  return renderWithApp(
    <I18nProvider i18n={createI18n('es-US', spanishMessages)}>
      <LeadForm onSent={vi.fn()} />
    </I18nProvider>,
    { route: '/checklist' },
  );
}

describe('LeadForm in Spanish', () => {
  it('says a field is required, and an address is not valid, in Spanish', async () => {
    const { user } = renderForm();
    const submit = screen.getByRole('button', { name: 'Obtener mi lista de tareas gratis' });
    await user.click(submit);
    expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription('Obligatorio');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription('Obligatorio');

    await user.type(screen.getByLabelText('Nombre'), 'Ana');
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana-at-example');
    await user.click(submit);
    expect(screen.getByLabelText('Correo electrónico')).toHaveAccessibleDescription(
      'Dirección de correo electrónico no válida',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
