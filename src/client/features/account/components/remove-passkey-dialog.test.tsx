import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../components/ui/button';
import { jsonAnswer, spyOnApi } from '../../../test/api-answers';
import { renderWithApp, sessionState } from '../../../test/render-with-app';
import { RemovePasskeyDialog } from './remove-passkey-dialog';

// Removing a passkey asks first, and when the server wants a recent proof, 'Confirm it's you'
// with the password or a passkey; the removal then goes ahead by itself (record 095).

const fetchSpy = spyOnApi();

const passkey = {
  id: 'passkey-1',
  name: 'my phone',
  createdAt: '2026-01-10T12:00:00Z',
  lastUsedAt: null,
  backedUp: false,
};

function renderDialog() {
  const refresh = vi.fn(async () => {});
  const afterRemove = vi.fn();
  const { user } = renderWithApp(
    <RemovePasskeyDialog
      open
      onOpenChange={() => {}}
      trigger={<Button>Remove my phone</Button>}
      passkey={passkey}
      hasOthers={false}
      refresh={refresh}
      afterRemove={afterRemove}
    />,
    { session: sessionState() },
  );
  return { user, refresh, afterRemove };
}

describe('RemovePasskeyDialog', () => {
  it("asks 'Confirm it's you' when the server wants it, offers a passkey too, then removes", async () => {
    fetchSpy()
      .mockResolvedValueOnce(
        jsonAnswer(403, {
          error: { code: 'reproof_required', message: 'Please confirm it is you first.' },
        }),
      )
      .mockResolvedValueOnce(jsonAnswer(200, { success: true }))
      .mockResolvedValueOnce(jsonAnswer(200, { success: true }));
    const { user, refresh, afterRemove } = renderDialog();

    const ask = screen.getByRole('alertdialog', { name: 'Remove this passkey?' });
    expect(ask).toHaveTextContent(
      '“my phone” will no longer sign you in. You will sign in with your email, password and an emailed code again.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Remove' }));

    const confirm = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(within(confirm).getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    await user.type(within(confirm).getByLabelText('Password'), 'Caregiver#2026');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Passkey removed')).toBeInTheDocument();
    const calls = fetchSpy().mock.calls.map(([path, init]) => `${init?.method} ${path}`);
    expect(calls).toEqual([
      'DELETE /api/passkeys/passkey-1',
      'POST /api/reprove/password',
      'DELETE /api/passkeys/passkey-1',
    ]);
    expect(refresh).toHaveBeenCalled();
    expect(afterRemove).toHaveBeenCalled();
  });

  it('says in words why a removal was refused', async () => {
    fetchSpy().mockResolvedValueOnce(
      jsonAnswer(404, { error: { code: 'not_found', message: 'Passkey not found' } }),
    );
    const { user, refresh } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Passkey not removed')).toBeInTheDocument();
    expect(screen.getByText('Passkey not found')).toBeInTheDocument();
    expect(refresh).not.toHaveBeenCalled();
  });
});
