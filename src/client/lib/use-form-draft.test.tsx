import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import { KeptDraftNote } from '../components/kept-draft-note';
import { LeaveConfirmation } from '../components/leave-confirmation';
import { renderWithApp, sessionState } from '../test/render-with-app';
import { draftStorageKey, writeDraft } from './form-drafts';
import { sessionQueryKey } from './session';
import { useFormDraft } from './use-form-draft';

const KEY = draftStorageKey({ userId: 'user-1', scope: 'plan-1', form: 'test-form' });
const KEPT = 'We kept what you typed on this device. It is not saved yet.';

/** A form as the app's long forms use the hook, with the page's leave confirmation. */
function TestForm() {
  const form = useForm({ defaultValues: { title: '', content: '' } });
  const draft = useFormDraft(form, { name: 'test-form', scope: 'plan-1' });
  return (
    <>
      {draft.kept && <KeptDraftNote onDiscard={draft.discard} />}
      <label>
        Title
        <input {...form.register('title')} />
      </label>
      {/* A save: what was typed becomes the form's saved values. */}
      <button type="button" onClick={() => form.reset(form.getValues())}>
        Save
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
      <LeaveConfirmation />
    </>
  );
}

function renderForm(userId = 'user-1') {
  return renderWithApp(<TestForm />, {
    session: sessionState({ user: { id: userId } }),
    route: '/form',
    pages: { '/elsewhere': <h1>Elsewhere page</h1> },
  });
}

const kept = () => JSON.parse(localStorage.getItem(KEY) ?? 'null')?.values;

describe('useFormDraft', () => {
  it('keeps the typing on the device and brings it back with a note', async () => {
    const { user } = renderForm();
    expect(screen.queryByText(KEPT)).toBeNull();
    await user.type(screen.getByLabelText('Title'), 'Pill bottles');
    await waitFor(() => expect(kept()).toEqual({ title: 'Pill bottles', content: '' }));

    cleanup();
    renderForm();
    expect(await screen.findByText(KEPT)).toBeVisible();
    expect(screen.getByLabelText('Title')).toHaveValue('Pill bottles');
  });

  it('writes what is waiting when the form goes, before the pause is over', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Quick');
    cleanup();
    expect(kept()).toEqual({ title: 'Quick', content: '' });
  });

  it('keeps nothing once saved, and Discard puts the saved values back', async () => {
    writeDraft(KEY, { title: 'Typed before', content: '' });
    const { user } = renderForm();
    expect(await screen.findByText(KEPT)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.queryByText(KEPT)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();

    await user.type(screen.getByLabelText('Title'), 'Saved now');
    await waitFor(() => expect(kept()).toBeDefined());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('never shows one account’s typing to another', async () => {
    writeDraft(KEY, { title: 'Anna’s typing', content: '' });
    renderForm('user-2');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByLabelText('Title')).toHaveValue('');
    expect(screen.queryByText(KEPT)).toBeNull();
  });
});

describe('leaving a form with changes', () => {
  it('asks inside the app: Stay keeps the page, Leave goes', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Title'), 'Half typed');
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    expect(ask).toHaveAccessibleDescription(
      /not saved yet\. A copy stays on this device for 7 days/,
    );
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByLabelText('Title')).toHaveValue('Half typed');

    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await user.click(await screen.findByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeVisible();
    expect(kept()).toEqual({ title: 'Half typed', content: '' });
  });

  it('asks the browser before the tab closes, only while there are changes', async () => {
    const { user } = renderForm();
    const closing = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    await user.type(screen.getByLabelText('Title'), 'x');
    expect(closing()).toBe(true);
  });

  it('does not ask with nothing changed, nor when the session has ended', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeVisible();

    cleanup();
    const again = renderForm();
    await again.user.type(screen.getByLabelText('Title'), 'Signed out');
    // The idle sign-out empties the session, then moves to /login.
    act(() => again.queryClient.setQueryData(sessionQueryKey, null));
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere page' })).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
