import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n';
import { messages as spanishMessages } from '../locales/catalog-es';
import { RouteErrorPage } from './route-error-page';

// The page a broken route falls back to: the same words and ways out in the reader's language
// (issue 59, record 100).

function Broken(): ReactNode {
  throw new Error('this page ran into a problem');
}

function showBrokenPage(wrapper?: (props: { children: ReactNode }) => ReactNode) {
  // The page writes what went wrong to the console, for the operator; not for this test's output.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter([
    { path: '/', element: <Broken />, errorElement: <RouteErrorPage /> },
  ]);
  render(<RouterProvider router={router} />, { wrapper });
}

describe('RouteErrorPage', () => {
  it('says what happened and offers a way out, in US English by default', () => {
    showBrokenPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('says it in Spanish to a Spanish reader', () => {
    const spanish = createI18n('es-US', spanishMessages);
    showBrokenPage(({ children }) => <I18nProvider i18n={spanish}>{children}</I18nProvider>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Algo salió mal');
    expect(
      screen.getByText(
        'Lo sentimos, esta página tuvo un problema. No se perdió nada de lo que guardó. Intente de nuevo o vuelva a la página de inicio.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
