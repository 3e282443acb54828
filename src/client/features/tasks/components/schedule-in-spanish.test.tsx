import { I18nProvider } from '@lingui/react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { calendarMessages } from '../../../../shared/schemas/calendar';
import type { Task } from '../../../../shared/schemas/tasks';
import { activateInBrowser, createI18n } from '../../../lib/i18n';
import { messages as spanishMessages } from '../../../locales/catalog-es';
import { jsonAnswer, spyOnApi } from '../../../test/api-answers';
import { planSummary, renderWithApp, sessionState } from '../../../test/render-with-app';
import { useDashboard } from '../api/use-dashboard';
import { makeDashboard, makeTask } from '../test/task-fixtures';
import { TaskCard } from './task-card';

// The schedule dialog refusing a choice, read in Spanish (issue 59): the calendar schema's
// English message (the form's own check) and the server's field message (its answer), each in
// the reader's language. The setup brings the browser's instance back to English.

const fetchSpy = spyOnApi();
const spanish = createI18n('es-US', spanishMessages);

function CachedCards() {
  const { data } = useDashboard('housing');
  return (
    <>
      {data?.tasks.map((task) => (
        <TaskCard key={task.id} task={task} categoryName="" />
      ))}
    </>
  );
}

function renderCard(task: Task) {
  // A refusal's words are written through the browser's instance, as the page activates it.
  activateInBrowser('es-US', spanishMessages);
  return renderWithApp(
    <I18nProvider i18n={spanish}>
      <CachedCards />
    </I18nProvider>,
    {
      session: sessionState(),
      plans: [planSummary({ timeZone: 'Europe/London' })],
      dashboard: makeDashboard([task]),
      route: '/app',
    },
  );
}

describe('the schedule dialog in Spanish', () => {
  it('refuses a weekly repeat with no day in Spanish, and sends nothing', async () => {
    const { user } = renderCard(
      makeTask({
        id: 'task-3',
        title: 'Water the plants',
        schedule: {
          dueDate: '2026-12-04',
          dueTime: null,
          repeat: { frequency: 'weekly', interval: 1, weekdays: ['FR'] },
          repeatRule: 'FREQ=WEEKLY;BYDAY=FR',
          reminder: null,
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: /^Cambiar la fecha de vencimiento/ }));
    const dialog = await screen.findByRole('dialog');
    const friday = within(dialog).getByRole('checkbox', { checked: true });
    await user.click(friday);
    await user.click(
      within(dialog).getByRole('button', { name: 'Guardar la fecha de vencimiento' }),
    );
    expect(await within(dialog).findByText('Elija al menos un día')).toBeInTheDocument();
    expect(within(dialog).queryByText(calendarMessages.weekdaysRequired)).toBeNull();
    expect(fetchSpy()).not.toHaveBeenCalled();
  });

  it('puts the server’s field message beside its field in Spanish', async () => {
    const { user } = renderCard(makeTask({ id: 'task-1', title: 'Pay the care home' }));
    await user.click(screen.getByRole('button', { name: /^Poner fecha de vencimiento/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(
      within(dialog).getByRole('button', { name: 'Elija una fecha de vencimiento' }),
    );
    const grid = await screen.findByRole('grid');
    await user.click(
      within(within(grid).getAllByRole('gridcell')[15] as HTMLElement).getByRole('button'),
    );
    fetchSpy().mockImplementation(async () =>
      jsonAnswer(400, {
        error: {
          code: 'validation_error',
          message: 'Invalid input',
          fields: { dueDate: calendarMessages.dateInvalid },
        },
      }),
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Guardar la fecha de vencimiento' }),
    );
    expect(
      await within(dialog).findByText('Escriba una fecha real, como 2026-12-01'),
    ).toBeInTheDocument();
  });
});
