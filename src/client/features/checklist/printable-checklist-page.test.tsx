import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LIBRARY_CATEGORY_COUNTS } from '../../../shared/content/library-counts';
import { categories, categoryName } from '../../../shared/content/task-library';
import { RouterNavigation } from '../../app/router-navigation';
import { createI18n } from '../../lib/i18n';
import { messages as spanishMessages } from '../../locales/catalog-es';
import { PrintableChecklistPage } from './printable-checklist-page';

// The free printable checklist as a Spanish reader prints it (issue 59).

function Spanish({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={createI18n('es-US', spanishMessages)}>{children}</I18nProvider>;
}

describe('the printable checklist in Spanish', () => {
  it('is headed, explained and printed in Spanish, with the way back to English', () => {
    render(
      <MemoryRouter initialEntries={['/checklist/print']}>
        <RouterNavigation>
          <PrintableChecklistPage />
        </RouterNavigation>
      </MemoryRouter>,
      { wrapper: Spanish },
    );
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Lista de tareas para planificar el cuidado de personas mayores',
      }),
    ).toBeVisible();
    expect(
      screen.getByText(
        '35 tareas esenciales, 5 en cada una de las 7 categorías. Márquelas a medida que avanza.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Imprimir o guardar como PDF' })).toBeVisible();
    // Each category says how many tasks the full system has in it, in Spanish.
    expect(
      screen
        .getAllByText(/^El sistema completo de PlanMyEldercare incluye/)
        .map((p) => p.textContent),
    ).toEqual(
      categories.map(
        (category) =>
          `El sistema completo de PlanMyEldercare incluye ${LIBRARY_CATEGORY_COUNTS[category.id]} tareas en esta categoría.`,
      ),
    );
    expect(
      screen.getByText(/^Orientación general para quienes cuidan a un familiar en los EE\. UU\./),
    ).toBeVisible();
    // The page has no footer: its own switch, to the same page in English.
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/checklist/print?lang=en',
    );
  });

  it('prints each category’s name and its tasks in Spanish', () => {
    render(
      <MemoryRouter initialEntries={['/checklist/print']}>
        <RouterNavigation>
          <PrintableChecklistPage />
        </RouterNavigation>
      </MemoryRouter>,
      { wrapper: Spanish },
    );
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(
      categories.map(
        (category, index) =>
          `${index + 1}. ${categoryName(category.id, createI18n('es-US', spanishMessages))}`,
      ),
    );
    expect(
      screen.getByRole('heading', { level: 2, name: '1. Vivienda y forma de vida' }),
    ).toBeVisible();
    expect(screen.getByText('Hablar sobre dónde quiere vivir su familiar')).toBeVisible();
    expect(
      screen.getByText('Elija a alguien que maneje el dinero si su familiar no puede hacerlo.'),
    ).toBeVisible();
    // Every task printed is the Spanish one, none the English.
    const printed = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(printed).toHaveLength(35);
    expect(printed.join(' ')).not.toContain('Talk about where your loved one wants to live');
  });
});
