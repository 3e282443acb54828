import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonAnswer, spyOnApi } from '../../test/api-answers';
import { renderWithApp } from '../../test/render-with-app';
import { UnsubscribePage } from './unsubscribe-page';

const fetchSpy = spyOnApi();
const tokenFor = (kind: string) => `${btoa(`user-1:${kind}`).replace(/=+$/, '')}.signature-part`;

function openLink(hash: string) {
  window.history.replaceState(null, '', `/unsubscribe${hash}`);
  return renderWithApp(<UnsubscribePage />, { route: '/unsubscribe' }).user;
}
afterEach(() => window.history.replaceState(null, '', '/'));

describe('UnsubscribePage', () => {
  it('asks first and unsubscribes only when the button is pressed, then confirms', async () => {
    const token = tokenFor('reminders');
    fetchSpy().mockResolvedValue(jsonAnswer(200, { success: true, kind: 'reminders' }));
    const user = openLink(`#${token}`);
    expect(
      await screen.findByRole('heading', { name: 'Unsubscribe from task reminders?' }),
    ).toBeInTheDocument();
    expect(fetchSpy()).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { name: 'You are unsubscribed' }),
    ).toBeInTheDocument();
    const [path, init] = fetchSpy().mock.calls[0] ?? [];
    expect(path).toBe('/api/email/unsubscribe');
    expect(JSON.parse(String(init?.body))).toEqual({ token });
  });

  it('names the weekly digest for a digest link', async () => {
    openLink(`#${tokenFor('digest')}`);
    expect(
      await screen.findByRole('heading', { name: 'Unsubscribe from the weekly digest?' }),
    ).toBeInTheDocument();
  });

  it('says a link without a token does not work', async () => {
    openLink('');
    expect(
      await screen.findByRole('heading', { name: 'This link does not work' }),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal in words", async () => {
    fetchSpy().mockResolvedValue(
      jsonAnswer(400, {
        error: { code: 'unsubscribe_invalid', message: 'This unsubscribe link is not valid.' },
      }),
    );
    const user = openLink(`#${tokenFor('reminders')}`);
    await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid. Sign in and change your email reminders on your profile.',
    );
  });
});
