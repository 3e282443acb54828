import { I18nProvider } from '@lingui/react';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PostedForm } from '../../../shared/page-forms';
import { brand } from '../../config/brand';
import { createI18n } from '../../lib/i18n';
import { PostedFormContext } from '../../lib/posted-form';
import { messages as spanishMessages } from '../../locales/catalog-es';
import { renderWithApp } from '../../test/render-with-app';
import { AppCodeStep, OtherWays } from './components/second-factor-steps';
import { LoginPage } from './login-page';
import { SignUpPage } from './sign-up-page';

// The sign-in pages for a Spanish reader (issue 59): what the server prerenders for es-US, and
// what it renders again for a refused plain post (record 052), come from these components.

const spanish = createI18n('es-US', spanishMessages);

/** The page inside the Spanish provider, which wins over the tests' English one. */
const inSpanish = (page: ReactNode) => <I18nProvider i18n={spanish}>{page}</I18nProvider>;

afterEach(() => sessionStorage.clear());

describe('/login in Spanish', () => {
  it('says everything in Spanish and offers English by a plain link', () => {
    renderWithApp(inSpanish(<LoginPage />), { route: '/login' });

    expect(
      screen.getByRole('heading', { level: 1, name: 'Le damos la bienvenida de nuevo' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`Inicie sesión en su cuenta de ${brand.name}`)).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Contraseña')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByText('¿No tiene una cuenta?', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Crear cuenta' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: '¿Olvidó su contraseña?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByText(/Welcome Back|Sign in|Password|Forgot/)).not.toBeInTheDocument();

    // The pages have no site footer: the switch is under the card, a link before any script.
    const switcher = screen.getByRole('navigation', { name: 'Idioma' });
    const english = within(switcher).getByRole('link', { name: 'English' });
    expect(english).toHaveAttribute('href', '/login?lang=en');
    expect(english).toHaveAttribute('hreflang', 'en');
  });

  it('titles a refused plain post in Spanish', () => {
    const posted: PostedForm = {
      path: '/login',
      values: { email: 'carer@example.com' },
      error: {
        status: 401,
        code: 'invalid_credentials',
        message: 'Invalid email or password',
      },
    };
    renderWithApp(
      inSpanish(
        <PostedFormContext.Provider value={posted}>
          <LoginPage />
        </PostedFormContext.Provider>,
      ),
      { route: '/login' },
    );

    const refusal = screen.getByRole('alert');
    expect(within(refusal).getByText('No se pudo iniciar sesión')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('carer@example.com');
  });
});

describe('/signup in Spanish', () => {
  it('names the agreement and its links in Spanish, and offers English', () => {
    renderWithApp(inSpanish(<SignUpPage />), { route: '/signup' });

    expect(screen.getByRole('heading', { level: 1, name: 'Crear cuenta' })).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', {
        name: 'Acepto los Términos del servicio (se abre en una pestaña nueva) y la Política de privacidad (se abre en una pestaña nueva)',
      }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmar contraseña')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/signup?lang=en',
    );
  });
});

describe('/mfa’s code step in Spanish', () => {
  it('names the boxes, the button and the other ways in Spanish', () => {
    renderWithApp(
      inSpanish(
        <>
          <AppCodeStep referenceId="ref-1" onCode={async () => false} />
          <OtherWays
            current="app"
            offered={{ app: true, recoveryCodes: true }}
            onChoose={() => undefined}
          />
        </>,
      ),
      { route: '/mfa' },
    );
    expect(
      screen.getByRole('group', { name: 'Código de su app de autenticación' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Dígito 1 de 6' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verificar' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Enviarme un código por correo' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Usar un código de recuperación' }),
    ).toBeInTheDocument();
  });
});
