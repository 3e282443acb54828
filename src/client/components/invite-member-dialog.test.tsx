import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, spyOnApi } from '../test/api-answers';
import { renderWithApp, sessionState } from '../test/render-with-app';
import { InviteMemberDialog } from './invite-member-dialog';

const fetchSpy = spyOnApi();

async function openDialog() {
  const { user } = renderWithApp(<InviteMemberDialog planId="plan-1" />, {
    session: sessionState(),
  });
  await user.click(screen.getByRole('button', { name: 'Invite Family Member' }));
  return { user, dialog: await screen.findByRole('dialog', { name: 'Invite Family Member' }) };
}

describe('InviteMemberDialog', () => {
  it('checks the address before anything is sent', async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Email address'), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchSpy()).not.toHaveBeenCalled();
  });

  it('sends the invitation with the chosen role and closes', async () => {
    fetchSpy().mockResolvedValue(
      jsonAnswer(201, {
        id: 'inv-1',
        email: 'anna@example.com',
        role: 'viewer',
        invitedBy: 'carer@example.com',
        createdAt: '2026-01-01T00:00:00.000Z',
        expiresAt: '2026-01-08T00:00:00.000Z',
      }),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Email address'), 'anna@example.com');
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'viewer');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    const [path, init] = fetchSpy().mock.calls[0] ?? [];
    expect(path).toBe('/api/plans/plan-1/invitations');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'anna@example.com', role: 'viewer' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps what was typed and says why when the server refuses', async () => {
    fetchSpy().mockResolvedValue(
      jsonAnswer(409, {
        error: { code: 'already_member', message: 'That person is already a member of this plan.' },
      }),
    );
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Email address'), 'anna@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Could not send the invitation')).toBeInTheDocument();
    expect(screen.getByText('That person is already a member of this plan.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email address')).toHaveValue('anna@example.com');
  });
});
