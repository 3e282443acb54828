import { I18nProvider } from '@lingui/react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../shared/i18n/locales';
import type { SessionUser } from '../../../shared/schemas/auth';
import { createI18n } from '../../lib/i18n';
import { messages as englishMessages } from '../../locales/catalog-en';
import { messages as spanishMessages } from '../../locales/catalog-es';
import { renderWithApp, sessionState } from '../../test/render-with-app';
import { deletionEffectsQueryKey, emailPreferencesQueryKey } from './api/account-requests';
import { passkeysQuery } from './api/passkey-requests';
import { signInWaysQueryKey } from './api/sign-in-factor-requests';
import { ProfilePage } from './profile-page';

// /profile as a reader of another locale sees it (issue 59, record 100): its words in their
// language, its dates in their conventions.
vi.mock('../../lib/record-view', () => ({ recordView: vi.fn() }));

const premiumUser: Partial<SessionUser> = {
  subscriptionTier: 'premium',
  premiumSince: '2025-11-26T12:00:00.000Z',
  premiumSource: 'one_time',
};

/**
 * The page with its data, drawn in a locale's words (its language's catalog) and conventions:
 * renderWithApp renders in US English, and this provider, inside it, wins.
 */
function renderIn(locale: Locale, user: Partial<SessionUser>) {
  const i18n = createI18n(locale, locale.startsWith('es') ? spanishMessages : englishMessages);
  return renderWithApp(
    <I18nProvider i18n={i18n}>
      <ProfilePage />
    </I18nProvider>,
    {
      session: sessionState({ user }),
      route: '/profile',
      queries: [
        { queryKey: emailPreferencesQueryKey, data: { reminderEmails: true, weeklyDigest: false } },
        { queryKey: deletionEffectsQueryKey, data: [] },
        { queryKey: signInWaysQueryKey, data: { app: true, recoveryCodesLeft: 2, passkeys: 2 } },
        { queryKey: passkeysQuery.queryKey, data: [] },
      ],
    },
  );
}

describe('/profile in Spanish', () => {
  it('says everything in Spanish, with dates as a Spanish reader writes them', () => {
    renderIn('es-MX', { ...premiumUser, locale: 'es-MX' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Configuración del perfil' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute('href', '/app');
    expect(screen.getByText('Cuenta creada')).toBeInTheDocument();
    expect(screen.getByText('16 de abril de 2025')).toBeInTheDocument();
    expect(screen.getByText('Premium desde el 26 nov, compra única')).toBeInTheDocument();
    const ways = screen.getByRole('region', { name: 'Formas de iniciar sesión' });
    expect(ways).toHaveTextContent('Llaves de acceso: 2 llaves.');
    expect(ways).toHaveTextContent('Códigos de recuperación: quedan 2 códigos.');
    expect(screen.getByRole('button', { name: 'Eliminar mi cuenta' })).toBeInTheDocument();
    const choice = screen.getByRole('combobox', { name: 'Idioma y región' });
    expect(choice).toHaveValue('es-MX');
    expect(
      within(choice).getByRole('option', { name: 'Usar el idioma de mi navegador' }),
    ).toBeInTheDocument();
    // Each locale keeps its own name, whatever the page's language.
    expect(
      within(choice).getByRole('option', { name: 'English (United States)' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Estas páginas están en/)).toHaveTextContent(
      'Estas páginas están en Español (México).',
    );
    expect(screen.getByRole('button', { name: 'Guardar idioma' })).toBeInTheDocument();
  });

  it('writes the dates in the reader’s region for an English reader outside the US', () => {
    renderIn('en-GB', { ...premiumUser, locale: 'en-GB' });
    expect(screen.getByText('16 April 2025')).toBeInTheDocument();
    expect(screen.getByText('Premium since 26 Nov, one-time purchase')).toBeInTheDocument();
  });
});
