import { I18nProvider } from '@lingui/react';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants';
import type { DueSummary } from '../../../shared/schemas/calendar';
import { createI18n } from '../../lib/i18n';
import { messages as spanishMessages } from '../../locales/catalog-es';
import { cardOpener } from '../../test/task-card-opener';
import { DashboardPage } from './dashboard-page';
import { makeDashboard, makeTask, renderWithData } from './test/task-fixtures';

// The dashboard as a reader whose language is Spanish (US) sees it (issue 59): its words from the
// catalogs, its counts and due dates in that reader's conventions. The page is rendered inside
// its own Spanish provider, as the server renders a page for a reader in es-US.

const spanish = createI18n('es-US', spanishMessages);
const inSpanish = (ui: ReactNode) => <I18nProvider i18n={spanish}>{ui}</I18nProvider>;

const tasks = [
  makeTask({ id: 'h1', title: 'Research assisted living communities', completed: true }),
  makeTask({
    id: 'h2',
    title: 'Complete a home safety check',
    subtasks: [
      { id: 's1', title: 'Grab bars', completed: true },
      { id: 's2', title: 'Night lights', completed: false },
    ],
    schedule: {
      dueDate: '2099-03-09',
      dueTime: '09:30',
      repeat: null,
      repeatRule: null,
      reminder: null,
    },
  }),
  makeTask({
    id: 'h3',
    title: 'Plan a move-in day',
    schedule: {
      dueDate: '2020-01-06',
      dueTime: null,
      repeat: null,
      repeatRule: null,
      reminder: null,
    },
  }),
  makeTask({ id: 'm1', title: 'Organize medical documents', categoryId: 'healthcare' }),
];

/** What the overview says is due: the move-in day, overdue. */
const due: DueSummary = {
  timeZone: 'America/Chicago',
  today: '2026-12-02',
  overdue: [
    {
      taskId: 'h3',
      subtaskId: null,
      title: 'Plan a move-in day',
      taskTitle: 'Plan a move-in day',
      categoryId: 'housing',
      date: '2020-01-06',
      time: null,
      projected: false,
      repeating: false,
      completed: false,
      overdue: true,
      assigneeId: null,
    },
  ],
  dueThisWeek: [],
  categories: [{ categoryId: 'housing', overdue: 1, dueThisWeek: 0 }],
};

beforeEach(() => {
  // The welcome pop-up is covered in its own test; here it would cover the page.
  localStorage.setItem(STORAGE_KEYS.hasSeenWelcome, 'true');
});

describe('the dashboard in Spanish', () => {
  it('says its headings, progress and counts in Spanish', () => {
    renderWithData(inSpanish(<DashboardPage />), { dashboard: { ...makeDashboard(tasks), due } });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Su lista de tareas de cuidado' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Su progreso' })).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Progreso general' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    expect(screen.getByText('Tareas completadas: 1 de 4')).toBeVisible();
    expect(screen.getByText('Quedan 3')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Categorías' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Nueva tarea' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Añadir desde la biblioteca' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Buscar en todas las tareas' })).toBeVisible();

    // A category's card: its progress and the tasks it does not list, an ICU plural.
    const housing = screen.getByRole('progressbar', { name: 'Tareas completadas: 1 de 3' });
    const card = housing.closest('li') as HTMLElement;
    expect(within(card).getByText('+1 tarea más')).toBeVisible();
    expect(within(card).getByText('1 vencida')).toBeVisible();
    expect(within(card).getByText('(completada)')).toBeInTheDocument();

    // The due lists, each entry's date as a Spanish reader writes it.
    expect(screen.getByRole('heading', { name: 'Vencidas (1)' })).toBeVisible();
    expect(screen.getByText(/^lun, 6 de ene · /)).toBeVisible();
  });

  it("writes a task card's due line and steps in Spanish conventions", () => {
    renderWithData(inSpanish(<DashboardPage />), {
      dashboard: makeDashboard(tasks),
      initialEntry: '/app?category=housing',
    });

    expect(screen.getByRole('button', { name: 'Volver a las categorías' })).toBeVisible();
    const safety = screen.getByRole('article', { name: 'Complete a home safety check' });
    // Weekday and month in Spanish, the day before the month, the time as es-US writes it.
    const glance = cardOpener(safety);
    expect(within(glance).getByText('Vence lun, 9 de mar, 9:30 a.m.')).toBeVisible();
    expect(within(glance).getByText('1 de 2 pasos')).toBeVisible();
    expect(
      within(safety).getByRole('checkbox', {
        name: 'Marcar "Complete a home safety check" como completada',
      }),
    ).toBeInTheDocument();

    const move = screen.getByRole('article', { name: 'Plan a move-in day' });
    expect(within(cardOpener(move)).getByText('Vence lun, 6 de ene (vencida)')).toBeVisible();
    expect(within(cardOpener(move)).getByText('Aún no hay pasos')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Buscar tareas' })).toHaveAttribute(
      'placeholder',
      'Buscar tareas...',
    );
  });
});
