import { I18nProvider } from '@lingui/react';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { spanishStarterTasks } from '../../../shared/content/library/starters-es';
import { activateInBrowser, createI18n } from '../../lib/i18n';
import { ThemeProvider } from '../../lib/theme';
import { messages as spanishMessages } from '../../locales/catalog-es';
import { renderWithApp } from '../../test/render-with-app';
import { DemoPage } from './demo-page';
import { loadStarters } from './demo-starters';

// /demo as a Spanish reader sees it (issue 59): the categories' names, the starter tasks' words
// and the demo's refusals in Spanish. The setup brings the browser's instance back to English.

const spanish = createI18n('es-US', spanishMessages);

beforeAll(() => loadStarters('es'));

function renderDemo(route: string) {
  // Code run after a press writes through the browser's instance, as the page activates it.
  activateInBrowser('es-US', spanishMessages);
  return renderWithApp(
    <I18nProvider i18n={spanish}>
      <ThemeProvider>
        <DemoPage />
      </ThemeProvider>
    </I18nProvider>,
    { route },
  );
}

const housingTitles = spanishStarterTasks
  .filter((task) => task.categoryId === 'housing')
  .map((task) => task.title);

describe('the demo in Spanish', () => {
  it('names the categories and shows the starter tasks in Spanish', () => {
    renderDemo('/demo');
    expect(screen.getByRole('link', { name: 'Vivienda y forma de vida' })).toHaveAttribute(
      'href',
      '/demo?category=housing',
    );
    expect(screen.getByRole('link', { name: 'Gestión de la salud' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Housing & Living Arrangements' })).toBeNull();
    const housing = screen.getByRole('link', { name: 'Vivienda y forma de vida' }).closest('li');
    expect(within(housing as HTMLElement).getByText(housingTitles[0] as string)).toBeVisible();
  });

  it('opens a category with its Spanish name, description, tasks and steps', () => {
    renderDemo('/demo?category=housing');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Vivienda y forma de vida' }),
    ).toBeVisible();
    expect(screen.getByText(/^Decida dónde vivirá su familiar/)).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(housingTitles.length);
    for (const title of housingTitles) {
      expect(screen.getByRole('article', { name: title })).toBeInTheDocument();
    }
    expect(screen.queryByText('Talk about living preferences and housing options')).toBeNull();
  });

  it('says what the demo refuses in Spanish', async () => {
    const { user } = renderDemo('/demo?category=legal');
    const card = screen.getByRole('article', { name: 'Otorgar un poder notarial duradero' });
    await user.click(
      within(card).getByRole('button', {
        name: 'Bloqueado en la demostración (eliminar la tarea)',
      }),
    );
    expect(
      await screen.findByText(
        'No se pueden eliminar tareas en la demostración. Cree una cuenta completa para usar todas las funciones.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Restricción del modo de demostración')).toBeInTheDocument();
  });
});
