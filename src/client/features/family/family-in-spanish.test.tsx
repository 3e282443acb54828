import { I18nProvider } from '@lingui/react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanCircle } from '../../../shared/schemas/plans';
import { createI18n } from '../../lib/i18n';
import { circleQueryKey } from '../../lib/plan-requests';
import { messages as spanishMessages } from '../../locales/catalog-es';
import { planSummary, renderWithApp, sessionState } from '../../test/render-with-app';
import { FamilyPage } from './family-page';

// The care circle read in Spanish (issue 59): the roles in the glossary's words, the dates in
// Spanish conventions, and the names and addresses as the family typed them.

const circle: PlanCircle = {
  premiumEndsIfYouLeave: false,
  plan: planSummary({ id: 'plan-1', name: 'Mamá', role: 'owner', memberCount: 2 }),
  members: [
    {
      userId: 'user-1',
      name: 'carer@example.com',
      email: 'carer@example.com',
      role: 'owner',
      joinedAt: '2026-03-03T09:00:00.000Z',
      openTasks: 4,
      completedThisMonth: 7,
    },
    {
      userId: 'user-2',
      name: 'Ana López',
      email: 'ana@example.com',
      role: 'caregiver',
      joinedAt: '2026-03-09T09:00:00.000Z',
      openTasks: 2,
      completedThisMonth: 1,
    },
  ],
  invitations: [
    {
      id: 'inv-1',
      email: 'ben@example.com',
      role: 'viewer',
      invitedBy: 'carer@example.com',
      createdAt: '2026-03-03T09:00:00.000Z',
      expiresAt: '2026-03-10T09:00:00.000Z',
    },
  ],
};

describe('FamilyPage in Spanish', () => {
  it('shows the care circle, its roles and its dates in Spanish', () => {
    const spanish = createI18n('es-US', spanishMessages);
    renderWithApp(
      <I18nProvider i18n={spanish}>
        <FamilyPage />
      </I18nProvider>,
      {
        session: sessionState(),
        plans: [circle.plan],
        route: '/family',
        queries: [{ queryKey: circleQueryKey('plan-1'), data: circle }],
      },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Familia: Mamá' })).toBeInTheDocument();
    expect(screen.getByText('Su rol en este plan: Responsable.')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Integrantes de este plan' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nombre', 'Rol', 'Tareas abiertas', 'Completadas este mes', 'Se unió', 'Acciones']);
    const ana = within(table).getByRole('row', { name: /Ana López/ });
    // The day she joined, as Spanish writes it; her role in the glossary's word.
    expect(within(ana).getByText('9 mar 2026')).toBeInTheDocument();
    expect(within(ana).getByRole('combobox', { name: 'Rol de Ana López' })).toHaveDisplayValue(
      'Colaborador',
    );
    expect(within(ana).getByRole('button', { name: 'Quitar a Ana López' })).toBeInTheDocument();

    expect(screen.getByText('ben@example.com')).toBeInTheDocument();
    expect(screen.getByText('Lector · vence el 10 mar 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salir del plan' })).toBeInTheDocument();
  });
});
