import { I18nProvider } from '@lingui/react';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../lib/i18n';
import { messages as spanishMessages } from '../locales/catalog-es';
import { spyOnApi } from '../test/api-answers';
import { planSummary, renderWithApp, sessionState } from '../test/render-with-app';
import { AppHeader } from './app-header';
import { InviteMemberDialog } from './invite-member-dialog';

// A plan's roles as a Spanish reader reads them (issue 59): the plan switcher's and the
// invitation's, in the shared rules' words (`planRoleLabel`), and the invitation's form refusing
// an address in Spanish (its schema's English message, written in the reader's language).

const spanish = createI18n('es-US', spanishMessages);
const inSpanish = (ui: ReactNode) => <I18nProvider i18n={spanish}>{ui}</I18nProvider>;
const fetchSpy = spyOnApi();

describe('the roles in Spanish', () => {
  it('names the current user’s role in each plan of the switcher', () => {
    const mom = planSummary({ id: 'plan-mom', name: 'Mom' });
    const dad = planSummary({ id: 'plan-dad', name: 'Dad', role: 'caregiver' });
    renderWithApp(inSpanish(<AppHeader />), {
      session: sessionState(),
      plans: [mom, dad],
      route: '/app?plan=plan-mom',
    });
    const select = screen.getByRole('combobox', { name: 'Plan de cuidado' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Mom (Responsable)', 'Dad (Colaborador)']);
  });

  it('offers the roles of an invitation in Spanish, and refuses a bad address in Spanish', async () => {
    const { user } = renderWithApp(inSpanish(<InviteMemberDialog planId="plan-1" />), {
      session: sessionState(),
    });
    await user.click(screen.getByRole('button', { name: 'Invitar a un familiar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invitar a un familiar' });
    const role = within(dialog).getByRole('combobox');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Colaborador', 'Lector']);

    await user.type(within(dialog).getByLabelText('Correo electrónico'), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Enviar invitación' }));
    expect(
      await within(dialog).findByText('Dirección de correo electrónico no válida'),
    ).toBeVisible();
    expect(fetchSpy()).not.toHaveBeenCalled();
  });
});
