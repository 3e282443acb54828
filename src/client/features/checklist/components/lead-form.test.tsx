import { screen } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app';
import { LeadForm } from './lead-form';

// The browser's constraint validation decides; the form shows it in the spec's words, tied to
// each field. jsdom reaches no server: a valid request is sent and fails as offline.
let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  fetchSpy.mockRestore();
  toast.dismiss();
});

function renderForm() {
  const onSent = vi.fn();
  const { user } = renderWithApp(<LeadForm onSent={onSent} />, { route: '/checklist' });
  return { user, onSent };
}

const firstName = () => screen.getByLabelText('First Name');
const email = () => screen.getByLabelText('Email Address');
const submit = () => screen.getByRole('button', { name: 'Get My Free Checklist' });

describe('LeadForm', () => {
  it('requires both fields, says so beside each, and focuses the first', async () => {
    const { user, onSent } = renderForm();
    await user.click(submit());
    expect(firstName()).toHaveAttribute('aria-invalid', 'true');
    expect(firstName()).toHaveAccessibleDescription('Required');
    expect(email()).toHaveAccessibleDescription('Required');
    expect(firstName()).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('refuses a first name of spaces and an address without an @', async () => {
    const { user } = renderForm();
    await user.type(firstName(), '   ');
    await user.type(email(), 'maria.example.com');
    await user.click(submit());
    expect(firstName()).toHaveAccessibleDescription('Required');
    expect(email()).toHaveAccessibleDescription('Invalid email address');
  });

  it('checks again as the visitor corrects a field', async () => {
    const { user } = renderForm();
    await user.click(submit());
    await user.type(firstName(), 'Maria');
    expect(firstName()).not.toHaveAttribute('aria-invalid');
    expect(email()).toHaveAccessibleDescription('Required');
  });

  it('sends a valid request, and keeps what was typed when it fails', async () => {
    const { user, onSent } = renderForm();
    await user.type(firstName(), 'Maria');
    await user.type(email(), 'maria@example.com');
    await user.click(submit());
    expect(await screen.findByText('Could not send your request')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith('/api/leads', expect.anything());
    expect(JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body))).toEqual({
      firstName: 'Maria',
      email: 'maria@example.com',
    });
    expect(onSent).not.toHaveBeenCalled();
    expect(firstName()).toHaveValue('Maria');
    expect(submit()).toBeEnabled();
  });
});
