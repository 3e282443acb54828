import { I18nProvider } from '@lingui/react';
import { screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { activateInBrowser, createI18n } from '../../../lib/i18n';
import { messages as spanishMessages } from '../../../locales/catalog-es';
import { useDashboard } from '../api/use-dashboard';
import { makeDashboard, makeTask, renderWithData } from '../test/task-fixtures';
import { TaskCard } from './task-card';

// What the demo account may not do, said to a Spanish reader (issue 59): the server's sentence,
// 'Demo accounts cannot …', in Spanish, its action too. The setup brings the browser's instance
// back to English.

function CachedCards() {
  const { data } = useDashboard('legal');
  return (
    <>
      {data?.tasks.map((task) => (
        <TaskCard key={task.id} task={task} categoryName="" />
      ))}
    </>
  );
}

afterEach(() => {
  toast.dismiss();
});

const task = makeTask({
  id: 'task-1',
  title: 'Find the will',
  categoryId: 'legal',
  subtasks: [{ id: 'sub-1', title: 'Ask the lawyer', completed: false }],
});

function renderDemoCard() {
  // A toast is written through the browser's instance, as the page activates it.
  activateInBrowser('es-US', spanishMessages);
  return renderWithData(
    <I18nProvider i18n={createI18n('es-US', spanishMessages)}>
      <CachedCards />
    </I18nProvider>,
    {
      dashboard: makeDashboard([task]),
      user: { isDemo: true },
      initialEntry: '/app?category=legal',
    },
  );
}

describe('the demo account in Spanish', () => {
  it('says why a task cannot be deleted, in Spanish', async () => {
    const { user } = renderDemoCard();
    await user.click(
      screen.getByRole('button', { name: 'Bloqueado en la demostración (eliminar la tarea)' }),
    );
    expect(await screen.findByText('Restricción del modo de demostración')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Las cuentas de demostración no pueden eliminar tareas. Cree una cuenta completa para usar todas las funciones.',
      ),
    ).toBeInTheDocument();
  });

  it('says why a step outside housing cannot be ticked, in Spanish', async () => {
    const { user } = renderDemoCard();
    await user.click(screen.getByRole('checkbox', { name: 'Ask the lawyer' }));
    expect(
      await screen.findByText(
        'Las cuentas de demostración no pueden marcar pasos fuera de Vivienda y forma de vida. Cree una cuenta completa para usar todas las funciones.',
      ),
    ).toBeInTheDocument();
  });
});
