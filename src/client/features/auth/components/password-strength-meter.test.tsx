import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from './password-strength-meter';

describe('PasswordStrengthMeter', () => {
  it.each([
    ['', 'Too weak', '0%'],
    ['abc', 'Weak', '20%'],
    ['abcD', 'Fair', '40%'],
    ['abcD1', 'Good', '60%'],
    ['abcD1!', 'Strong', '80%'],
    ['abcD1!xy', 'Very strong', '100%'],
  ])('shows %j as %s with a %s bar', (password, label, width) => {
    render(<PasswordStrengthMeter id="strength" password={password} />);
    expect(screen.getByText(`Password strength: ${label}`)).toHaveAttribute('id', 'strength');
    expect(screen.getByTestId('password-strength-bar')).toHaveStyle({ width });
  });

  it('updates as the password changes', () => {
    const { rerender } = render(<PasswordStrengthMeter id="strength" password="abc" />);
    expect(screen.getByText('Password strength: Weak')).toBeInTheDocument();
    rerender(<PasswordStrengthMeter id="strength" password="abcDEF12" />);
    expect(screen.getByText('Password strength: Strong')).toBeInTheDocument();
    expect(screen.getByTestId('password-strength-bar')).toHaveStyle({ width: '80%' });
  });
});
