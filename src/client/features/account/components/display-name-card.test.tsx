import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionState, SessionUser } from '../../../../shared/schemas/auth';
import { sessionQueryKey } from '../../../lib/session';
import { jsonAnswer, spyOnApi } from '../../../test/api-answers';
import { describedText, renderWithApp, sessionState } from '../../../test/render-with-app';
import { DisplayNameCard } from './display-name-card';

// The display name on /profile (record 033): what the community shows instead of an address.

const fetchSpy = spyOnApi();

/** The card as /profile renders it, from the session's user. */
function renderProfile(overrides: Partial<SessionUser> = {}) {
  const session = sessionState({ user: overrides });
  return renderWithApp(
    <DisplayNameCard displayName={session.user.displayName} demo={session.user.isDemo} />,
    { session, route: '/profile' },
  );
}

const sentTo = (path: string) =>
  fetchSpy()
    .mock.calls.filter(([url]) => url === path)
    .map(([, init]) => init);

describe('the display name on /profile', () => {
  it('is a labelled field with its hint, saved through the API, and the session then carries it', async () => {
    const { user, queryClient } = renderProfile({ displayName: null });
    const field = screen.getByRole('textbox', { name: 'Display name' });
    expect(field).toHaveValue('');
    expect(describedText(field)).toContain('instead of your email address');
    expect(describedText(field)).toContain(
      "Left empty, you appear as 'Member' in the community and by your email address in your care plans.",
    );

    fetchSpy().mockResolvedValue(jsonAnswer(200, { displayName: 'Jane D.' }));
    await user.type(field, '  Jane D. ');
    await user.click(screen.getByRole('button', { name: 'Save display name' }));

    expect(await screen.findByText('Display name saved')).toBeInTheDocument();
    const [init] = sentTo('/api/account/profile');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ displayName: 'Jane D.' });
    const session = queryClient.getQueryData<SessionState>(sessionQueryKey);
    expect(session?.user.displayName).toBe('Jane D.');
    expect(field).toHaveValue('Jane D.');
  });

  it('shows the chosen name, and refuses an email address before sending anything', async () => {
    const { user } = renderProfile({ displayName: 'Jane D.' });
    const field = screen.getByRole('textbox', { name: 'Display name' });
    expect(field).toHaveValue('Jane D.');
    await user.clear(field);
    await user.type(field, 'jane.doe@example.test');
    await user.click(screen.getByRole('button', { name: 'Save display name' }));

    const message = "Display name can't contain @: choose a name, not an email address";
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(field)).toContain(message);
    expect(field).toHaveFocus();
    expect(sentTo('/api/account/profile')).toHaveLength(0);
  });

  it('puts the server’s message beside the field when it refuses the name', async () => {
    const { user } = renderProfile();
    fetchSpy().mockResolvedValue(
      jsonAnswer(400, {
        error: {
          code: 'bad_request',
          message: 'Please remove invisible or text-direction characters from this text',
          fields: {
            displayName: 'Please remove invisible or text-direction characters from this text',
          },
        },
      }),
    );
    const field = screen.getByRole('textbox', { name: 'Display name' });
    await user.type(field, 'Jane');
    await user.click(screen.getByRole('button', { name: 'Save display name' }));
    expect(await screen.findByText('Display name not saved')).toBeInTheDocument();
    expect(describedText(field)).toContain(
      'Please remove invisible or text-direction characters from this text',
    );
    expect(field).toHaveValue('Jane');
  });

  it('is not offered to the demo, which cannot post', () => {
    renderProfile({ isDemo: true });
    expect(screen.queryByRole('textbox', { name: 'Display name' })).not.toBeInTheDocument();
    expect(screen.getByText(/The demo can read the community but not post/)).toBeInTheDocument();
  });
});
