import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, spyOnApi } from '../../test/api-answers';
import { renderWithApp } from '../../test/render-with-app';
import { AdminLoginPage } from './admin-login-page';

// The toast for a refused admin sign-in: its title chosen by the server's error code, its words
// from the one catalogue (spec section 8, 'Admin').
const fetchSpy = spyOnApi();

const answer = (status: number, code: string, message: string) =>
  jsonAnswer(status, { error: { code, message } });

async function signInRefusedWith(response: Response) {
  fetchSpy().mockResolvedValue(response);
  const { user } = renderWithApp(<AdminLoginPage />, { route: '/admin-login' });
  await user.type(screen.getByLabelText('Email'), 'carer@example.com');
  await user.type(screen.getByLabelText('Password'), 'Caring4Mum!');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('AdminLoginPage', () => {
  it('says access is denied to an account that is not an administrator', async () => {
    await signInRefusedWith(answer(403, 'not_admin', 'ignored'));
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(
      screen.getByText("You don't have permission to access the admin panel."),
    ).toBeInTheDocument();
  });

  it('says authentication failed for wrong credentials, in the spec’s words', async () => {
    await signInRefusedWith(answer(401, 'invalid_credentials', 'ignored'));
    expect(await screen.findByText('Authentication failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid login credentials')).toBeInTheDocument();
  });

  it('passes on the wait when sign-in is throttled', async () => {
    const wait = 'Too many attempts. Please try again in 15 minutes.';
    await signInRefusedWith(answer(429, 'too_many_requests', wait));
    expect(await screen.findByText('Authentication failed')).toBeInTheDocument();
    expect(screen.getByText(wait)).toBeInTheDocument();
  });

  it('says only that something unexpected happened otherwise', async () => {
    await signInRefusedWith(answer(500, 'internal', 'stack trace here'));
    expect(await screen.findByText('An unexpected error occurred')).toBeInTheDocument();
    expect(screen.queryByText('stack trace here')).not.toBeInTheDocument();
  });
});
