import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { brand } from '../../config/brand';
import { describedText, renderWithApp } from '../../test/render-with-app';
import { SignUpPage } from './sign-up-page';

// Only what happens before a request: validation must stop the form from calling the API.
let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  fetchSpy.mockRestore();
});

function renderSignUpPage() {
  return renderWithApp(<SignUpPage />, { route: '/signup' }).user;
}

const termsCheckbox = () =>
  screen.getByRole('checkbox', { name: /^I agree to the Terms of Service/ });

describe('SignUpPage', () => {
  it('shows the title, the links and the terms checkbox', () => {
    renderSignUpPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
    expect(
      screen.getByText(`Join ${brand.name} to start managing eldercare tasks`),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      `mailto:${brand.supportEmail}`,
    );
    expect(screen.getByRole('link', { name: /^Terms of Service/ })).toHaveAttribute(
      'href',
      '/terms-of-service',
    );
    expect(screen.getByRole('link', { name: /^Privacy Policy/ })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    expect(termsCheckbox()).not.toBeChecked();
    expect(screen.getByText('Password strength: Too weak')).toBeInTheDocument();
  });

  it('shows the errors on the fields of an empty form and sends nothing', async () => {
    const user = renderSignUpPage();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(
      screen.getByText('You must accept the terms and privacy policy to continue'),
    ).toBeInTheDocument();

    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(termsCheckbox()).toHaveAttribute('aria-invalid', 'true');
    expect(describedText(email)).toContain('Invalid email address');
    expect(describedText(password)).toContain('Password must be at least 8 characters');
    expect(describedText(termsCheckbox())).toContain(
      'You must accept the terms and privacy policy to continue',
    );
    expect(email).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("says the passwords don't match", async () => {
    const user = renderSignUpPage();
    await user.type(screen.getByLabelText('Email'), 'carer@example.com');
    await user.type(screen.getByLabelText('Password'), 'Caring4Mum!');
    await user.type(screen.getByLabelText('Confirm Password'), 'Caring4Dad!');
    await user.click(termsCheckbox());
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  // Issue 56, item 9 (record 093): the new plan's dates start in this browser's zone, not UTC.
  it('sends the browser’s time zone with the sign-up', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = renderSignUpPage();
    await user.type(screen.getByLabelText('Email'), 'carer@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Journey#Care2026');
    await user.type(screen.getByLabelText('Confirm Password'), 'Journey#Care2026');
    await user.click(termsCheckbox());
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await vi.waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const [path, init] = fetchSpy.mock.calls[0] ?? [];
    expect(path).toBe('/api/auth/sign-up');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      email: 'carer@example.com',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('clears the terms error once the box is ticked', async () => {
    const user = renderSignUpPage();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('You must accept the terms and privacy policy to continue'),
    ).toBeInTheDocument();

    await user.click(termsCheckbox());

    expect(termsCheckbox()).toBeChecked();
    expect(
      screen.queryByText('You must accept the terms and privacy policy to continue'),
    ).not.toBeInTheDocument();
    expect(termsCheckbox()).not.toHaveAttribute('aria-invalid');
  });

  it('rates the password as it is typed', async () => {
    const user = renderSignUpPage();
    const password = screen.getByLabelText('Password');
    expect(describedText(password)).toContain('Password strength: Too weak');

    await user.type(password, 'care');
    expect(screen.getByText('Password strength: Weak')).toBeInTheDocument();
    await user.type(password, 'Giver1!');
    expect(screen.getByText('Password strength: Very strong')).toBeInTheDocument();
    expect(screen.getByTestId('password-strength-bar')).toHaveStyle({ width: '100%' });
  });

  it('shows and hides the password', async () => {
    const user = renderSignUpPage();
    const password = screen.getByLabelText('Password');
    const [toggle] = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-controls', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle as HTMLElement);

    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAccessibleName('Hide password');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
  });
});
