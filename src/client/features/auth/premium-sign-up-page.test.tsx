import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { describedText, renderWithApp } from '../../test/render-with-app';
import { PremiumSignUpPage } from './premium-sign-up-page';

// Only what happens before a request: validation must stop the form from calling the API.
let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  fetchSpy.mockRestore();
});

function renderPremiumSignUpPage() {
  return renderWithApp(<PremiumSignUpPage />, { route: '/signup-premium' }).user;
}

const consentBox = () => screen.getByRole('checkbox', { name: /^I consent to PlanMyEldercare/ });
const termsBox = () => screen.getByRole('checkbox', { name: /^I accept the Terms of Service/ });
const privacyBox = () => screen.getByRole('checkbox', { name: /^I accept the Privacy Policy/ });

describe('PremiumSignUpPage', () => {
  it('thanks the buyer and explains the encryption', () => {
    renderPremiumSignUpPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Premium Account' })).toBeInTheDocument();
    expect(screen.getByText('Thank you for your premium purchase!')).toBeInTheDocument();
    expect(
      screen.getByText('Complete your registration to access your premium features'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Basic Data Encryption' })).toBeInTheDocument();
    expect(consentBox()).not.toBeChecked();
    expect(termsBox()).not.toBeChecked();
    expect(privacyBox()).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Complete Premium Sign Up' })).toBeEnabled();
  });

  it('shows the errors on the fields of an empty form and sends nothing', async () => {
    const user = renderPremiumSignUpPage();
    await user.click(screen.getByRole('button', { name: 'Complete Premium Sign Up' }));

    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('You must consent to data protection measures')).toBeInTheDocument();
    expect(screen.getAllByText('You must accept the terms and privacy policy')).toHaveLength(2);

    for (const field of [
      screen.getByLabelText('Email'),
      screen.getByLabelText('Password'),
      consentBox(),
      termsBox(),
      privacyBox(),
    ]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(describedText(consentBox())).toContain('You must consent to data protection measures');
    expect(describedText(termsBox())).toContain('You must accept the terms and privacy policy');
    expect(describedText(privacyBox())).toContain('You must accept the terms and privacy policy');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('says the passwords do not match', async () => {
    const user = renderPremiumSignUpPage();
    await user.type(screen.getByLabelText('Email'), 'carer@example.com');
    await user.type(screen.getByLabelText('Password'), 'Caring4Mum!');
    await user.type(screen.getByLabelText('Confirm Password'), 'Caring4Dad!');
    await user.click(consentBox());
    await user.click(termsBox());
    await user.click(privacyBox());
    await user.click(screen.getByRole('button', { name: 'Complete Premium Sign Up' }));

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.queryByText('You must accept the terms and privacy policy'),
    ).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('clears a checkbox error once the box is ticked', async () => {
    const user = renderPremiumSignUpPage();
    await user.click(screen.getByRole('button', { name: 'Complete Premium Sign Up' }));
    expect(
      await screen.findByText('You must consent to data protection measures'),
    ).toBeInTheDocument();

    await user.click(consentBox());

    expect(consentBox()).toBeChecked();
    expect(
      screen.queryByText('You must consent to data protection measures'),
    ).not.toBeInTheDocument();
    expect(consentBox()).not.toHaveAttribute('aria-invalid');
  });

  it('rates the password and shows it on request', async () => {
    const user = renderPremiumSignUpPage();
    const password = screen.getByLabelText('Password');
    await user.type(password, 'Caring4');
    expect(screen.getByText('Password strength: Good')).toBeInTheDocument();

    const [toggle] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(toggle as HTMLElement);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAccessibleName('Hide password');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });
});
