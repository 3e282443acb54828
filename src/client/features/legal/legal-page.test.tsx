import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { ThemeProvider } from '../../lib/theme';
import { messages as spanishMessages } from '../../locales/catalog-es';
import type { LegalDocument } from './legal-content';
import { privacyPolicy } from './privacy-policy-content';
import { privacyPolicyEs } from './privacy-policy-content-es';
import { termsOfService } from './terms-of-service-content';
import { termsOfServiceEs } from './terms-of-service-content-es';
import { TermsOfServicePage } from './terms-of-service-page';

// The legal pages in Spanish (issue 59): the whole text, the date in the reader's conventions,
// and a line saying the English text governs.

function Spanish({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={createI18n('es-US', spanishMessages)}>{children}</I18nProvider>;
}

function renderTerms(wrapper?: (props: { children: ReactNode }) => ReactNode) {
  render(
    <ThemeProvider>
      <MemoryRouter initialEntries={['/terms-of-service']}>
        <TermsOfServicePage />
      </MemoryRouter>
    </ThemeProvider>,
    wrapper && { wrapper },
  );
}

describe('the legal pages', () => {
  it('are in Spanish for a Spanish reader, the English governing', () => {
    renderTerms(Spanish);
    expect(screen.getByRole('heading', { level: 1, name: 'Términos del servicio' })).toBeVisible();
    expect(screen.getByText('Última actualización: 16 de abril de 2025')).toBeVisible();
    expect(screen.getByText(/^Esta es una traducción\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'versión en inglés' })).toHaveAttribute(
      'href',
      '/terms-of-service?lang=en',
    );
    expect(screen.getByRole('heading', { level: 2, name: '6. Uso aceptable' })).toBeVisible();
  });

  it('are in English, as they were, for an English reader', () => {
    renderTerms();
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    expect(screen.getByText('Last updated: April 16, 2025')).toBeVisible();
    expect(screen.queryByText(/translation/)).toBeNull();
  });

  it.each([
    ['Terms of Service', termsOfService, termsOfServiceEs],
    ['Privacy Policy', privacyPolicy, privacyPolicyEs],
  ])('%s: the Spanish has every section, paragraph and item of the English', (_name, en, es) => {
    const shape = (document: LegalDocument) => ({
      lastUpdated: document.lastUpdated,
      sections: document.sections.map((section) => ({
        id: section.id,
        paragraphs: section.paragraphs.length,
        items: section.items?.length,
      })),
    });
    expect(shape(es)).toEqual(shape(en));
    const english = [
      en.title,
      en.intro,
      ...en.sections.flatMap((s) => [s.heading, ...s.paragraphs]),
    ];
    const spanish = [
      es.title,
      es.intro,
      ...es.sections.flatMap((s) => [s.heading, ...s.paragraphs]),
    ];
    // Nothing left in English by mistake ('HIPAA' is a name in both).
    expect(spanish.filter((text, index) => text === english[index] && text !== 'HIPAA')).toEqual(
      [],
    );
  });
});
