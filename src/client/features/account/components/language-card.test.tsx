import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../../../shared/i18n/locales';
import type { PostedForm } from '../../../../shared/page-forms';
import { PostedFormContext } from '../../../lib/posted-form';
import { jsonAnswer, spyOnApi } from '../../../test/api-answers';
import { renderWithApp } from '../../../test/render-with-app';
import { LanguageCard } from './language-card';

// 'Language and region' on /profile (issue 59, record 100): the choice shown, sent to the API,
// then the page loaded again so the server draws it in the new language. jsdom cannot load a
// page: what is checked is that the card asks for it.
const showPageAgain = vi.fn();

const fetchSpy = spyOnApi();

function renderCard(current: Locale | null, posted?: PostedForm) {
  const ui = (children: ReactNode) =>
    posted ? (
      <PostedFormContext.Provider value={posted}>{children}</PostedFormContext.Provider>
    ) : (
      children
    );
  return renderWithApp(ui(<LanguageCard current={current} afterSaving={showPageAgain} />), {
    route: '/profile',
  }).user;
}

const select = () => screen.getByRole('combobox', { name: 'Language and region' });
const sent = () =>
  fetchSpy()
    .mock.calls.filter(([url]) => url === '/api/account/locale')
    .map(([, init]) => ({ method: init?.method, body: JSON.parse(String(init?.body)) }));

describe("'Language and region' on /profile", () => {
  it('offers each locale named in its own language, and the browser’s, and shows the current choice', () => {
    renderCard('es-MX');
    expect(select()).toHaveValue('es-MX');
    const options = within(select()).getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ["Use my browser's language", null],
      ['English (United States)', 'en-US'],
      ['English (United Kingdom)', 'en-GB'],
      ['English (Canada)', 'en-CA'],
      ['Español (Estados Unidos)', 'es-US'],
      ['Español (México)', 'es-MX'],
      ['Español (España)', 'es-ES'],
    ]);
    // What the page is drawn in, whatever was chosen (another device's choice, the browser's).
    expect(screen.getByText(/These pages are in/)).toHaveTextContent(
      'These pages are in English (United States).',
    );
    expect(fetchSpy()).not.toHaveBeenCalled();
  });

  it('shows the browser’s language as the choice when the person has made none', () => {
    renderCard(null);
    expect(select()).toHaveValue('');
    expect(screen.getByRole('option', { name: "Use my browser's language" })).toHaveProperty(
      'selected',
      true,
    );
  });

  it('sends the choice, then loads the page again to draw it in that language', async () => {
    const user = renderCard(null);
    fetchSpy().mockResolvedValue(jsonAnswer(200, { locale: 'es-MX' }));
    await user.selectOptions(select(), 'Español (México)');
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    await vi.waitFor(() => expect(showPageAgain).toHaveBeenCalledTimes(1));
    expect(sent()).toEqual([{ method: 'PUT', body: { locale: 'es-MX' } }]);
    showPageAgain.mockClear();
  });

  it('sends null for the browser’s language', async () => {
    const user = renderCard('es-US');
    fetchSpy().mockResolvedValue(jsonAnswer(200, { locale: null }));
    await user.selectOptions(select(), "Use my browser's language");
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    await vi.waitFor(() => expect(showPageAgain).toHaveBeenCalledTimes(1));
    expect(sent()).toEqual([{ method: 'PUT', body: { locale: null } }]);
    showPageAgain.mockClear();
  });

  it('says why a refused choice was not saved, and stays on the page', async () => {
    const user = renderCard('en-US');
    fetchSpy().mockResolvedValue(
      jsonAnswer(400, { error: { code: 'bad_request', message: 'Please check the form' } }),
    );
    await user.selectOptions(select(), 'Español (España)');
    await user.click(screen.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByText('Language not saved')).toBeInTheDocument();
    expect(showPageAgain).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save language' })).toBeEnabled();
  });

  it('works before the page’s scripts: a plain post of the field, and its refusal shown', () => {
    renderCard('en-US', {
      path: '/profile',
      values: { locale: 'fr-FR' },
      error: { status: 400, code: 'bad_request', message: 'Please check the form' },
    });
    const form = select().closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(select()).toHaveAttribute('name', 'locale');
    expect(screen.getByRole('button', { name: 'Save language' })).toHaveAttribute('type', 'submit');
    expect(within(screen.getByRole('alert')).getByText('Language not saved')).toBeInTheDocument();
  });
});
