import { I18nProvider } from '@lingui/react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../lib/i18n';
import { messages as spanishMessages } from '../locales/catalog-es';
import { spyOnApi } from '../test/api-answers';
import { renderWithApp, sessionState } from '../test/render-with-app';
import { DocumentUploadField } from './document-upload-field';

// A file the browser refuses before sending it, said to a Spanish reader (issue 59): the shared
// rule's English message in the reader's language, its words loaded at the page's first use.

const fetchSpy = spyOnApi();

describe('the document upload in Spanish', () => {
  it('says an empty file is refused, in Spanish, and sends nothing', async () => {
    const { user } = renderWithApp(
      <I18nProvider i18n={createI18n('es-US', spanishMessages)}>
        <DocumentUploadField planId="plan-1" label="Subir un documento" />
      </I18nProvider>,
      { session: sessionState() },
    );
    const input = screen.getByLabelText('Subir un documento');
    await user.upload(input, new File([], 'empty.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Ese archivo está vacío. Elija otro.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy()).not.toHaveBeenCalled();
  });
});
