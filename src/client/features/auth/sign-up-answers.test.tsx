import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, spyOnApi } from '../../test/api-answers';
import { renderWithApp, sessionState } from '../../test/render-with-app';
import { MFA_FLOW_STORAGE_KEY } from './mfa-navigation';
import { PremiumSignUpPage } from './premium-sign-up-page';
import { SignUpPage } from './sign-up-page';

// What the two sign-up pages do with the server's answer (one hook, use-sign-up-form.ts): a
// success toast and the next page (the code step for a session waiting for its code), or the server's field messages and a failure toast.
const fetchSpy = spyOnApi();

const reserved = 'This email address is reserved. Please use your own email address.';
const reservedAnswer = () =>
  jsonAnswer(400, {
    error: { code: 'email_reserved', message: reserved, fields: { email: reserved } },
  });

const typedEmail = 'carer@example.com';

async function fillIn(user: ReturnType<typeof renderWithApp>['user']) {
  await user.type(screen.getByLabelText('Email'), typedEmail);
  await user.type(screen.getByLabelText('Password'), 'Caring4Mum!');
  await user.type(screen.getByLabelText('Confirm Password'), 'Caring4Mum!');
  for (const box of screen.getAllByRole('checkbox')) await user.click(box);
}

describe('/signup', () => {
  const render = () =>
    renderWithApp(<SignUpPage />, { route: '/signup', pages: { '/mfa': <h1>Two-factor</h1> } });

  it('creates the account, says so and opens the code step for the address typed', async () => {
    fetchSpy().mockResolvedValue(jsonAnswer(201, sessionState({ session: { status: 'pending' } })));
    const { user } = render();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('heading', { name: 'Two-factor' })).toBeInTheDocument();
    expect(await screen.findByText('Account created')).toBeInTheDocument();
    expect(
      screen.getByText('Please check your email to confirm your account.'),
    ).toBeInTheDocument();
    // One toast: the code step itself says what to do.
    expect(screen.queryByText('Verification required')).not.toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(MFA_FLOW_STORAGE_KEY) ?? '{}')).toMatchObject({
      email: typedEmail,
      returnTo: '/app',
      isAdminLogin: false,
    });
  });

  it('puts the server’s message on its field and says why in a toast', async () => {
    fetchSpy().mockResolvedValue(reservedAnswer());
    const { user } = render();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Signup failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(reserved).length).toBeGreaterThanOrEqual(2);
  });
});

describe('/signup-premium', () => {
  const render = () =>
    renderWithApp(<PremiumSignUpPage />, {
      route: '/signup-premium',
      pages: { '/login': <h1>Sign in</h1> },
    });
  const submit = () => screen.getByRole('button', { name: 'Complete Premium Sign Up' });

  it('registers the account and sends the user to sign in', async () => {
    fetchSpy().mockResolvedValue(
      jsonAnswer(201, { email: 'carer@example.com', subscriptionTier: 'premium' }),
    );
    const { user } = render();
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByText('Sign up successful!')).toBeInTheDocument();
    expect(
      screen.getByText('Please check your email for a verification link.'),
    ).toBeInTheDocument();
  });

  it('puts the server’s message on its field and says why in a toast', async () => {
    fetchSpy().mockResolvedValue(reservedAnswer());
    const { user } = render();
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByText('Sign up failed')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(reserved).length).toBeGreaterThanOrEqual(2);
  });
});
