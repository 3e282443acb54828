import { I18nProvider } from '@lingui/react';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants';
import { createI18n } from '../../lib/i18n';
import { messages as spanishMessages } from '../../locales/catalog-es';
import { DashboardPage } from './dashboard-page';
import { makeDashboard, makeTask, renderWithData } from './test/task-fixtures';

// The names the dashboard shows of what the shared code holds in English (issue 59): each
// category's name and description, each stage's, in a Spanish reader's language, though the
// server's dashboard names its categories in English.

const spanish = createI18n('es-US', spanishMessages);
const inSpanish = (ui: ReactNode) => <I18nProvider i18n={spanish}>{ui}</I18nProvider>;

const tasks = [
  makeTask({ id: 'h1', title: 'Research assisted living communities', completed: true }),
  makeTask({ id: 'm1', title: 'Organize medical documents', categoryId: 'healthcare' }),
];

const withStages = {
  ...makeDashboard(tasks),
  stages: {
    stages: [
      { stage: 'early_planning' as const, total: 1, completed: 1, percentage: 100 },
      { stage: 'care_transitions' as const, total: 1, completed: 0, percentage: 0 },
      { stage: 'advanced_care' as const, total: 0, completed: 0, percentage: 0 },
    ],
    own: { total: 0, completed: 0, percentage: 0 },
  },
};

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.hasSeenWelcome, 'true');
});

describe('the dashboard’s names in Spanish', () => {
  it('names each category on its card, with its description', () => {
    renderWithData(inSpanish(<DashboardPage />), { dashboard: makeDashboard(tasks) });
    const housing = screen.getByRole('link', { name: 'Vivienda y forma de vida' });
    expect(housing).toHaveAttribute('href', expect.stringContaining('category=housing'));
    expect(screen.getByRole('link', { name: 'Asuntos legales' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Housing & Living Arrangements' })).toBeNull();
    const card = housing.closest('li') as HTMLElement;
    expect(within(card).getByText(/^Decida dónde vivirá su familiar/)).toBeVisible();
  });

  it('heads a category with its Spanish name and description', () => {
    renderWithData(inSpanish(<DashboardPage />), {
      dashboard: makeDashboard(tasks),
      initialEntry: '/app?category=healthcare',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Gestión de la salud' })).toBeVisible();
    expect(screen.queryByText('Healthcare Management')).toBeNull();
  });

  it('names the stages in Spanish', async () => {
    renderWithData(inSpanish(<DashboardPage />), {
      dashboard: withStages,
      initialEntry: '/app?view=stages',
    });
    expect(await screen.findByText('Planificación temprana')).toBeVisible();
    expect(screen.getByText('Transiciones de cuidado')).toBeVisible();
    expect(screen.getByText('Cuidado avanzado')).toBeVisible();
    expect(screen.queryByText('Early Planning')).toBeNull();
  });

  it('offers the categories in Spanish when a task is created', async () => {
    const { user } = renderWithData(inSpanish(<DashboardPage />), {
      dashboard: makeDashboard(tasks),
    });
    await user.click(screen.getByRole('button', { name: 'Nueva tarea' }));
    const select = await screen.findByRole('combobox', { name: 'Categoría' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toContain('Deseos y preparativos personales');
    expect(within(select).queryByRole('option', { name: 'Legal Affairs' })).toBeNull();
  });

  it('names someone no longer in the plan in Spanish', async () => {
    const gone = makeTask({ id: 'h2', title: 'Call the movers', assigneeId: 'someone-gone' });
    renderWithData(inSpanish(<DashboardPage />), {
      dashboard: makeDashboard([gone]),
      initialEntry: '/app?category=housing',
    });
    expect(
      await screen.findByText('Asignada a una persona que ya no es integrante'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/a former member/)).toBeNull();
  });
});
