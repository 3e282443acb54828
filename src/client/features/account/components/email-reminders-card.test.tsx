import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, spyOnApi } from '../../../test/api-answers';
import { renderWithApp, sessionState } from '../../../test/render-with-app';
import { emailPreferencesQueryKey } from '../api/account-requests';
import { EmailRemindersCard } from './email-reminders-card';

const fetchSpy = spyOnApi();

function renderCard() {
  return renderWithApp(<EmailRemindersCard />, {
    session: sessionState(),
    queries: [
      { queryKey: emailPreferencesQueryKey, data: { reminderEmails: true, weeklyDigest: false } },
    ],
  }).user;
}

describe('EmailRemindersCard', () => {
  it('shows the settings as labelled checkboxes and saves a change at once, with a toast', async () => {
    fetchSpy().mockResolvedValue(jsonAnswer(200, { reminderEmails: true, weeklyDigest: true }));
    const user = renderCard();
    expect(screen.getByRole('checkbox', { name: 'Email me reminders of tasks due' })).toBeChecked();
    const digest = screen.getByRole('checkbox', { name: 'Send me a weekly digest' });
    expect(digest).not.toBeChecked();

    // Keyboard: focus and Space, as a checkbox is used.
    digest.focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Email settings saved')).toBeInTheDocument();
    const [path, init] = fetchSpy().mock.calls[0] ?? [];
    expect(path).toBe('/api/account/email-preferences');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ weeklyDigest: true });
    expect(screen.getByRole('checkbox', { name: 'Send me a weekly digest' })).toBeChecked();
  });

  it('says why a refused change was not saved, through the one error translator', async () => {
    fetchSpy().mockResolvedValue(
      jsonAnswer(403, {
        error: {
          code: 'demo_restricted',
          message: 'Demo accounts cannot change email settings.',
        },
      }),
    );
    const user = renderCard();
    await user.click(screen.getByRole('checkbox', { name: 'Email me reminders of tasks due' }));
    expect(await screen.findByText('Demo mode restriction')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Email me reminders of tasks due' })).toBeChecked();
  });
});
