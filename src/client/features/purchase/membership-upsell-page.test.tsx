import { I18nProvider } from '@lingui/react';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { brand } from '../../config/brand';
import { createI18n } from '../../lib/i18n';
import { messages as spanishMessages } from '../../locales/catalog-es';
import { renderWithApp } from '../../test/render-with-app';
import { MembershipUpsellPage } from './membership-upsell-page';

// /membership-upsell, a public page prerendered in English and in Spanish (issue 59).

afterEach(() => {
  for (const script of [...document.scripts]) script.remove();
});

describe('MembershipUpsellPage', () => {
  it('makes its one offer in the spec’s words', () => {
    renderWithApp(<MembershipUpsellPage />, { route: '/membership-upsell' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Congratulations on Your Purchase!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`${brand.prices.membershipOffer}/month`)).toBeInTheDocument();
    expect(screen.getAllByText('Premium member')).toHaveLength(3);
  });

  it('makes it in Spanish for a Spanish reader, the family names as they are', () => {
    // Inside the Spanish provider, which wins over the tests' English one (record 100).
    renderWithApp(
      <I18nProvider i18n={createI18n('es-US', spanishMessages)}>
        <MembershipUpsellPage />
      </I18nProvider>,
      { route: '/membership-upsell' },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: '¡Felicidades por su compra!' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`${brand.prices.membershipOffer}/mes`)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Sesiones de preguntas y respuestas con profesionales del cuidado de personas mayores',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Integrante Premium')).toHaveLength(3);
    expect(screen.getByText('Priya N.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Sí, añadir la membresía Premium/ })).toHaveAttribute(
      'href',
      brand.links.membershipOffer,
    );
  });
});
