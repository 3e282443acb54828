import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../components/ui/button';
import { jsonAnswer, spyOnApi } from '../../../test/api-answers';
import { renderWithApp, sessionState } from '../../../test/render-with-app';
import { AddPasskeyDialog } from './add-passkey-dialog';

// 'Add a passkey': a name checked before anything is sent, 'Confirm it's you' when the server
// wants it, and the browser's refusal in plain words (jsdom, like an old browser, has no WebAuthn).

const fetchSpy = spyOnApi();

function renderDialog() {
  const refresh = vi.fn(async () => {});
  const { user } = renderWithApp(
    <AddPasskeyDialog
      open
      onOpenChange={() => {}}
      trigger={<Button>Add a passkey</Button>}
      hasPasskeys
      refresh={refresh}
    />,
    { session: sessionState() },
  );
  return { user, refresh };
}

describe('AddPasskeyDialog', () => {
  it('asks for a name first and sends nothing without one', async () => {
    const { user } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Add a passkey' });
    await user.click(within(dialog).getByRole('button', { name: 'Create passkey' }));
    expect(
      await within(dialog).findByText("Please give the passkey a name, such as 'my phone'"),
    ).toBeInTheDocument();
    expect(fetchSpy()).not.toHaveBeenCalled();
  });

  it("asks 'Confirm it's you' first when the server wants it, then says plainly this browser cannot make one", async () => {
    fetchSpy()
      .mockResolvedValueOnce(
        jsonAnswer(403, {
          error: { code: 'reproof_required', message: 'Please confirm it is you first.' },
        }),
      )
      .mockResolvedValueOnce(jsonAnswer(200, { success: true }))
      .mockResolvedValueOnce(jsonAnswer(200, { challenge: 'AAAA', rp: { name: 'x' } }));
    const { user, refresh } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Add a passkey' });
    await user.type(within(dialog).getByLabelText('Name'), 'my phone');
    await user.click(within(dialog).getByRole('button', { name: 'Create passkey' }));

    const confirm = await screen.findByRole('dialog', { name: "Confirm it's you" });
    expect(within(confirm).getByRole('button', { name: 'Use a passkey' })).toBeInTheDocument();
    await user.type(within(confirm).getByLabelText('Password'), 'Caregiver#2026');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Passkey not added')).toBeInTheDocument();
    expect(screen.getByText('This browser cannot use passkeys.')).toBeInTheDocument();
    const calls = fetchSpy().mock.calls.map(([path, init]) => `${init?.method} ${path}`);
    expect(calls).toEqual([
      'POST /api/passkeys/registration/options',
      'POST /api/reprove/password',
      'POST /api/passkeys/registration/options',
    ]);
    expect(refresh).not.toHaveBeenCalled();
  });
});
