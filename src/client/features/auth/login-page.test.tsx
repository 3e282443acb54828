import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { brand } from '../../config/brand';
import { describedText, renderWithApp } from '../../test/render-with-app';
import { LoginPage } from './login-page';

// Only what happens before a request: validation must stop the form from calling the API.
let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  fetchSpy.mockRestore();
  sessionStorage.clear();
});

function renderLoginPage() {
  return renderWithApp(<LoginPage />, { route: '/login' }).user;
}

describe('LoginPage', () => {
  // Issue 56, item 9: not the checkout in a new tab, which goes nowhere with payments unset.
  it('welcomes the user and offers sign-up at /signup, in the same tab', () => {
    renderLoginPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.getByText(`Sign in to your ${brand.name} account`)).toBeInTheDocument();
    const signUp = screen.getByRole('link', { name: 'Sign up' });
    expect(signUp).toHaveAttribute('href', '/signup');
    expect(signUp).not.toHaveAttribute('target');
    expect(screen.getByRole('link', { name: brand.name })).toHaveAttribute('href', '/');
  });

  it('clears a two-factor step an earlier visit left in the tab, and nothing else', () => {
    sessionStorage.setItem('pme_mfa_state', '{}');
    localStorage.setItem('ui-theme', 'dark');
    renderLoginPage();
    expect(sessionStorage.getItem('pme_mfa_state')).toBeNull();
    expect(localStorage.getItem('ui-theme')).toBe('dark');
  });

  it('shows the errors on the fields of an empty form and sends nothing', async () => {
    const user = renderLoginPage();
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(email)).toContain('Invalid email address');
    expect(describedText(password)).toContain('Password must be at least 8 characters');
    expect(email).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('re-validates a field as the user corrects it', async () => {
    const user = renderLoginPage();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'carer@example.com');

    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
  });

  it('checks the form of the password', async () => {
    const user = renderLoginPage();
    await user.type(screen.getByLabelText('Email'), 'carer@example.com');
    await user.type(screen.getByLabelText('Password'), 'password1!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByText('Password must contain at least one uppercase letter'),
    ).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says why an automatic demo sign-in failed, in the spec’s words', async () => {
    // jsdom reaches no server: the demo request fails as an offline browser's would.
    renderWithApp(<LoginPage />, { route: '/login?demo=true' });
    expect(await screen.findByText('Logging in with demo account...')).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Could not set up demo account: Network error. Please check your internet connection.',
      ),
    ).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith('/api/auth/demo-sign-in', expect.anything());
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows and hides the password', async () => {
    const user = renderLoginPage();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'Secret1!');
    expect(password).toHaveAttribute('type', 'password');

    const show = screen.getByRole('button', { name: 'Show password' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);

    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('Secret1!');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    await user.click(hide);
    expect(password).toHaveAttribute('type', 'password');
  });
});
