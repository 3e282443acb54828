import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { SessionUser } from '../../../../shared/schemas/auth';
import { hasUnsavedChanges } from '../../../lib/form-drafts';
import { jsonAnswer } from '../../../test/api-answers';
import { describedText, renderWithApp, sessionState } from '../../../test/render-with-app';
import { NewTopicForm } from './new-topic-form';

// jsdom reaches no server: a post is sent (the spy watches it go) and fails as offline.
let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});

afterEach(() => {
  fetchSpy.mockRestore();
  toast.dismiss();
});

const sentBody = () => JSON.parse(String(fetchSpy.mock.calls.at(-1)?.[1]?.body));

function renderForm(premium: boolean, user: Partial<SessionUser> = {}) {
  return renderWithApp(<NewTopicForm premium={premium} onPosted={() => {}} />, {
    route: '/community',
    session: sessionState({ user }),
  }).user;
}

const renderFormFor = (user: Partial<SessionUser>) => renderForm(false, user);

describe('NewTopicForm', () => {
  it('lets a premium member start a discussion in Premium Topics', async () => {
    const user = renderForm(true);
    const premium = screen.getByRole('checkbox', { name: 'Post in Premium Topics' });
    expect(premium).not.toBeChecked();
    await user.type(screen.getByLabelText('Discussion Title'), 'Respite for members');
    await user.type(screen.getByLabelText('Discussion Content'), 'What do you use?');
    await user.click(premium);
    expect(premium).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Post Discussion' }));

    expect(await screen.findByText('Failed to post discussion')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith('/api/community/topics', expect.anything());
    expect(sentBody()).toEqual({
      title: 'Respite for members',
      content: 'What do you use?',
      premium: true,
    });
    // Nothing typed is lost when the post fails.
    expect(screen.getByLabelText('Discussion Title')).toHaveValue('Respite for members');
  });

  it('offers no premium choice to a basic member, and posts to All Discussions', async () => {
    const user = renderForm(false);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Discussion Title'), 'Night wandering');
    await user.type(screen.getByLabelText('Discussion Content'), 'Mum gets up at 3 a.m.');
    await user.click(screen.getByRole('button', { name: 'Post Discussion' }));
    expect(
      await screen.findByText('Network error. Please check your internet connection.'),
    ).toBeInTheDocument();
    expect(sentBody().premium).toBe(false);
  });

  it('asks a member with no display name for one, and sends it with the post', async () => {
    const user = renderFormFor({ displayName: null });
    const name = screen.getByRole('textbox', { name: 'Display name' });
    expect(describedText(name)).toContain('never your email address');
    await user.type(screen.getByLabelText('Discussion Title'), 'Night wandering');
    await user.type(screen.getByLabelText('Discussion Content'), 'Mum gets up at 3 a.m.');
    await user.type(name, 'jane@example.test');
    await user.click(screen.getByRole('button', { name: 'Post Discussion' }));
    expect(
      await screen.findByText("Display name can't contain @: choose a name, not an email address"),
    ).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();

    // Left empty, the post goes without a name (the community shows 'Member').
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Post Discussion' }));
    expect(await screen.findByText('Failed to post discussion')).toBeInTheDocument();
    expect(sentBody()).not.toHaveProperty('displayName');

    toast.dismiss();
    await user.type(name, ' Jane D. ');
    await user.click(screen.getByRole('button', { name: 'Post Discussion' }));
    expect(await screen.findByText('Failed to post discussion')).toBeInTheDocument();
    expect(sentBody()).toEqual({
      title: 'Night wandering',
      content: 'Mum gets up at 3 a.m.',
      premium: false,
      displayName: 'Jane D.',
    });
  });

  it('asks only a member who has not chosen a display name', () => {
    renderFormFor({ displayName: 'Jane D.' });
    expect(screen.queryByRole('textbox', { name: 'Display name' })).not.toBeInTheDocument();
    cleanup();
    renderFormFor({ displayName: null });
    expect(screen.getByRole('textbox', { name: 'Display name' })).toBeInTheDocument();
  });

  it('refuses a content of only spaces and line breaks, and sends nothing', async () => {
    const user = renderForm(false);
    await user.type(screen.getByLabelText('Discussion Title'), 'Blank');
    await user.type(screen.getByLabelText('Discussion Content'), '   {Enter}  ');
    await user.click(screen.getByRole('button', { name: 'Post Discussion' }));
    expect(await screen.findByText('Discussion Content is required')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps the typing on the device until it is posted, then holds nothing (record 092)', async () => {
    const user = renderFormFor({ displayName: null });
    await user.type(screen.getByLabelText('Discussion Title'), 'Night wandering');
    await user.type(screen.getByLabelText('Discussion Content'), 'Mum gets up at 3 a.m.');
    expect(hasUnsavedChanges()).toBe(true);
    cleanup();
    renderFormFor({ displayName: null });
    expect(await screen.findByText(/We kept what you typed on this device/)).toBeVisible();
    expect(screen.getByLabelText('Discussion Title')).toHaveValue('Night wandering');

    fetchSpy.mockResolvedValue(jsonAnswer(201, {}));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Post Discussion' }));
    expect(await screen.findByText('Discussion posted')).toBeInTheDocument();
    // The display name field, registered without a default, does not count as a change.
    await waitFor(() => expect(hasUnsavedChanges()).toBe(false));
    expect(localStorage.length).toBe(0);
  });
});
