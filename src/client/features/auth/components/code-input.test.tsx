import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeInput } from './code-input';

// The emailed code's boxes (issue 57): a phone that can fill a code from a message offers it in
// the first box, which says `autocomplete="one-time-code"`; the others take no suggestions.

describe('the code boxes', () => {
  it('ask the phone for a one-time code in the first box only', () => {
    render(<CodeInput value="" onChange={() => {}} name="code" />);
    const boxes = screen.getAllByRole('textbox');
    expect(boxes).toHaveLength(6);
    expect(boxes[0]).toHaveAttribute('autocomplete', 'one-time-code');
    for (const box of boxes.slice(1)) expect(box).toHaveAttribute('autocomplete', 'off');
    expect(screen.getByRole('group', { name: 'Verification code' })).toBeInTheDocument();
  });

  it('are named for what they hold', () => {
    render(<CodeInput value="" onChange={() => {}} legend="Code from your authenticator app" />);
    expect(
      screen.getByRole('group', { name: 'Code from your authenticator app' }),
    ).toBeInTheDocument();
  });
});
