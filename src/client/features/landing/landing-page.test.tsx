import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LIBRARY_TASK_COUNT_ROUNDED_DOWN } from '../../../shared/content/library-counts';
import { createI18n } from '../../lib/i18n';
import { ThemeProvider } from '../../lib/theme';
import { messages as spanishMessages } from '../../locales/catalog-es';
import { LandingPage } from './landing-page';

// The landing page as a Spanish reader gets it (issue 59): its words in Spanish, every figure as
// the spec gives it, the prices as they are.

function Spanish({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={createI18n('es-US', spanishMessages)}>{children}</I18nProvider>;
}

function renderInSpanish() {
  render(
    <ThemeProvider>
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>
    </ThemeProvider>,
    { wrapper: Spanish },
  );
}

describe('the landing page in Spanish', () => {
  it('says its promise in Spanish, keeping the figures', () => {
    renderInSpanish();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'No afronte en soledad el cuidado de sus mayores',
      }),
    ).toBeVisible();
    expect(screen.getByText('Con la confianza de más de 2,500 familias')).toBeVisible();
    const figures = screen.getByRole('region', { name: 'PlanMyEldercare en cifras' });
    expect(within(figures).getByText(`${LIBRARY_TASK_COUNT_ROUNDED_DOWN}+`)).toBeInTheDocument();
    expect(within(figures).getByText('Tareas clave')).toBeInTheDocument();
    // The way back to English, on the page's own address.
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/?lang=en');
  });

  it('gives the pricing in Spanish, with the prices and the guarantee as they are', () => {
    renderInSpanish();
    const pricing = screen.getByRole('region', { name: 'Precios simples y honestos' });
    const lifetime = within(pricing).getByRole('heading', { name: 'Acceso de por vida' });
    const lifetimeCard = lifetime.closest('li') as HTMLElement;
    expect(within(lifetimeCard).getByText('$147')).toBeInTheDocument();
    expect(within(lifetimeCard).getByText('pago único')).toBeInTheDocument();
    expect(within(lifetimeCard).getByText('Más conveniente')).toBeInTheDocument();
    expect(
      within(lifetimeCard).getByText('Ahorre $57 frente a 17 meses del plan mensual ($204)'),
    ).toBeInTheDocument();
    expect(
      within(lifetimeCard).getByRole('link', { name: /Obtener acceso de por vida/ }),
    ).toBeInTheDocument();
    const monthlyCard = within(pricing)
      .getByRole('heading', { name: 'Mensual' })
      .closest('li') as HTMLElement;
    expect(within(monthlyCard).getByText('$12')).toBeInTheDocument();
    expect(within(monthlyCard).getByText('al mes')).toBeInTheDocument();
    expect(within(monthlyCard).getByText('Cancele cuando quiera')).toBeInTheDocument();
    expect(
      within(pricing).getByText('Garantía de devolución del dinero de 30 días en ambos planes'),
    ).toBeInTheDocument();
  });

  it('names the stages of care and what each covers in Spanish', () => {
    renderInSpanish();
    const stages = screen
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(stages).toEqual(
      expect.arrayContaining([
        'Planificación temprana',
        'Transiciones de cuidado',
        'Cuidado avanzado',
      ]),
    );
    expect(stages).not.toContain('Early Planning');
    expect(screen.queryByText(/^Talk about wishes, gather documents/)).toBeNull();
  });
});
