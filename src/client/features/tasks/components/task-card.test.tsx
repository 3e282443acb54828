import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionUser } from '../../../../shared/schemas/auth';
import type { Task } from '../../../../shared/schemas/tasks';
import { cardOpener } from '../../../test/task-card-opener';
import { useDashboard } from '../api/use-dashboard';
import { makeDashboard, makeTask, renderWithData } from '../test/task-fixtures';
import { TaskCard } from './task-card';

// Renders the card from the cached dashboard, as the page does, so optimistic changes and
// their rollback show.
function CachedCards() {
  const { data } = useDashboard('housing');
  return (
    <>
      {data?.tasks.map((task) => (
        <TaskCard key={task.id} task={task} categoryName="Housing & Living Arrangements" />
      ))}
    </>
  );
}

// Sonner keeps active toasts between renders; each test starts with none.
afterEach(() => {
  toast.dismiss();
});

const baseTask = makeTask({
  id: 'task-1',
  title: 'Research assisted living communities',
  description: 'Compare communities that fit the budget.',
  notes: 'Ask about staff ratios.',
  subtasks: [
    { id: 'sub-1', title: 'Write down the budget', completed: true },
    { id: 'sub-2', title: 'Book two tours', completed: false },
  ],
});

function renderCard(task: Task, user: Partial<SessionUser> = {}) {
  return renderWithData(<CachedCards />, { dashboard: makeDashboard([task]), user });
}

describe('TaskCard', () => {
  it('shows the task, its category as text and its subtask progress', () => {
    renderCard(baseTask);
    expect(
      screen.getByRole('heading', { name: 'Research assisted living communities' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', {
        name: 'Mark "Research assisted living communities" complete',
      }),
    ).not.toBeChecked();
    expect(screen.getByText('Housing & Living Arrangements')).toBeInTheDocument();
    expect(screen.getByText('Compare communities that fit the budget.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Write down the budget' })).toBeChecked();
    expect(screen.getByRole('progressbar', { name: '50% of subtasks done' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    expect(
      screen.getByRole('button', { name: 'Delete subtask "Book two tours"' }),
    ).toBeInTheDocument();
  });

  it('starts closed, saying its steps, due date and assignee; its opener opens and closes it', async () => {
    const dated = makeTask({
      ...baseTask,
      assigneeId: 'user-1',
      schedule: { ...baseTask.schedule, dueDate: '2030-03-14', dueTime: null },
    });
    const { user } = renderCard(dated, { id: 'user-1' });
    const card = screen.getByRole('article', { name: 'Research assisted living communities' });
    const opener = cardOpener(card);
    expect(opener.closest('details')).not.toHaveAttribute('open');
    // What a closed card says, in the opener's name: which task, its steps, date and assignee.
    expect(opener).toHaveTextContent(
      'Research assisted living communities: 1 of 2 steps, Due Thu, Mar 14, Assigned to you,',
    );
    expect(within(card).getByRole('checkbox', { name: /complete/ })).toBeVisible();
    expect(within(card).getByPlaceholderText('Add a subtask...')).not.toBeVisible();

    await user.click(opener);
    expect(opener.closest('details')).toHaveAttribute('open');
    expect(within(card).getByPlaceholderText('Add a subtask...')).toBeVisible();
    await user.click(opener);
    expect(within(card).getByPlaceholderText('Add a subtask...')).not.toBeVisible();
  });

  it('says a closed card without steps has none yet', () => {
    renderCard(makeTask({ id: 'task-2', title: 'Call the council' }));
    const card = screen.getByRole('article', { name: 'Call the council' });
    expect(cardOpener(card)).toHaveTextContent('Call the council: No steps yet, Unassigned,');
  });

  it("shows a library task's guidance read-only beside the family's own notes", async () => {
    const library = makeTask({
      ...baseTask,
      notes: '',
      guidance: 'Your Area Agency on Aging can explain what is available nearby.',
    });
    const { user } = renderCard(library);
    const card = screen.getByRole('article', { name: 'Research assisted living communities' });
    await user.click(cardOpener(card));
    await user.click(within(card).getByRole('button', { name: 'Show notes' }));
    expect(within(card).getByRole('textbox', { name: /^Notes for/ })).toHaveValue('');
    const guidance = within(card).getByRole('region', { name: 'Guidance from PlanMyEldercare' });
    expect(guidance).toHaveTextContent('Your Area Agency on Aging can explain');
    expect(within(guidance).queryByRole('textbox')).toBeNull();
  });

  it("gives a family's own task no guidance", async () => {
    const { user } = renderCard(baseTask);
    const card = screen.getByRole('article', { name: 'Research assisted living communities' });
    await user.click(within(card).getByRole('button', { name: 'Show notes' }));
    expect(within(card).queryByRole('region', { name: /^Guidance/ })).toBeNull();
  });

  it('shows and hides the notes', async () => {
    const { user } = renderCard(baseTask);
    const toggle = screen.getByRole('button', { name: 'Show notes' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: /^Notes/ })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide notes' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('textbox', { name: /^Notes/ })).toHaveValue('Ask about staff ratios.');

    await user.click(screen.getByRole('button', { name: 'Hide notes' }));
    expect(screen.queryByRole('textbox', { name: /^Notes/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show notes' })).toBeInTheDocument();
  });

  it('keeps typed notes and offers a retry when they cannot be saved', async () => {
    const task = { ...baseTask, id: 'task-notes-fail' };
    const { user } = renderCard(task);
    await user.click(screen.getByRole('button', { name: 'Show notes' }));
    const notes = screen.getByRole('textbox', { name: /^Notes/ });
    await user.type(notes, ' Visit at lunch.');

    // No server in jsdom: the save after the pause fails.
    expect(
      await screen.findByRole('button', { name: 'Not saved — retry' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(notes).toHaveValue('Ask about staff ratios. Visit at lunch.');
    expect(await screen.findByText('Could not save your change')).toBeInTheDocument();

    // Hiding and showing the notes again brings back the unsaved text, not the stored one.
    await user.click(screen.getByRole('button', { name: 'Hide notes' }));
    await user.click(screen.getByRole('button', { name: 'Show notes' }));
    expect(screen.getByRole('textbox', { name: /^Notes/ })).toHaveValue(
      'Ask about staff ratios. Visit at lunch.',
    );
  });

  it('puts a refused completion back and says so', async () => {
    const { user } = renderCard(baseTask);
    const checkbox = screen.getByRole('checkbox', {
      name: 'Mark "Research assisted living communities" complete',
    });
    await user.click(checkbox);
    expect(await screen.findByText('Could not save your change')).toBeInTheDocument();
    await waitFor(() => expect(checkbox).not.toBeChecked());
    expect(screen.getByRole('checkbox', { name: 'Book two tours' })).not.toBeChecked();
  });

  it('asks before deleting a subtask: Cancel keeps it, Delete sends it', async () => {
    const { user } = renderCard(baseTask);
    const subtasks = screen.getByRole('list', { name: 'Subtasks' });
    await user.click(screen.getByRole('button', { name: 'Delete subtask "Book two tours"' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this subtask?' });
    expect(dialog).toHaveTextContent(
      '“Book two tours” will be removed from “Research assisted living communities”. You can bring it back from Recently deleted for 30 days.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(within(subtasks).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByText('Could not delete the subtask')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete subtask "Book two tours"' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    // Sent: with no server in jsdom it fails, and the subtask comes back. (Where focus goes
    // once a row is really gone is the phone journey's: care-tasks.spec.ts.)
    expect(await screen.findByText('Could not delete the subtask')).toBeInTheDocument();
    await waitFor(() => expect(within(subtasks).getAllByRole('listitem')).toHaveLength(2));
  });

  it('ignores a blank subtask and gives back the words of a refused one', async () => {
    const { user } = renderCard(baseTask);
    const input = screen.getByRole('textbox', { name: /^New subtask for/ });
    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Add subtask' }));
    const subtasks = screen.getByRole('list', { name: 'Subtasks' });
    expect(within(subtasks).getAllByRole('listitem')).toHaveLength(2);

    await user.clear(input);
    await user.type(input, 'Call the ombudsman{Enter}');
    expect(await screen.findByText('Could not add the subtask')).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveValue('Call the ombudsman'));
    expect(screen.queryByRole('checkbox', { name: 'Call the ombudsman' })).not.toBeInTheDocument();
  });

  it('asks before deleting a task', async () => {
    const { user } = renderCard(baseTask);
    await user.click(screen.getByRole('button', { name: /^Delete task/ }));
    // Its code loads on first use.
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this task?' });
    expect(
      within(dialog).getByText(
        'This removes the task, its subtasks and notes. You can bring it back from Recently deleted for 30 days.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: baseTask.title })).toBeInTheDocument();
  });

  describe('for the demo account', () => {
    it('offers no deletion or note editing, and explains why', async () => {
      const { user } = renderCard(baseTask, { isDemo: true });
      expect(screen.queryByRole('button', { name: /^Delete task/ })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: /^Demo Restricted \(delete task\)/ }));
      expect(await screen.findByText('Demo mode restriction')).toBeInTheDocument();
      expect(
        screen.getByText(
          'Demo accounts cannot delete tasks. Sign up for a full account to unlock all features.',
        ),
      ).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Show notes' }));
      expect(screen.queryByRole('textbox', { name: /^Notes/ })).not.toBeInTheDocument();
      expect(screen.getByText('Ask about staff ratios.')).toBeInTheDocument();
      expect(screen.getAllByRole('button', { name: /^Demo Restricted/ })).toHaveLength(2);
    });

    it('refuses subtask deletion with the restriction message but keeps completion', async () => {
      const { user } = renderCard(baseTask, { isDemo: true });
      await user.click(screen.getByRole('button', { name: 'Delete subtask "Book two tours"' }));
      expect(
        await screen.findByText(
          'Demo accounts cannot delete subtasks. Sign up for a full account to unlock all features.',
        ),
      ).toBeInTheDocument();
      // Nothing was sent: the subtask stays, and can still be ticked (housing allows it).
      expect(
        within(screen.getByRole('list', { name: 'Subtasks' })).getAllByRole('listitem'),
      ).toHaveLength(2);
      expect(screen.getByRole('checkbox', { name: 'Book two tours' })).toBeEnabled();
    });
  });

  describe('instructional video', () => {
    it('shows basic users a premium placeholder and an upgrade link', async () => {
      const { user } = renderCard({ ...baseTask, hasVideo: true, videoUrl: null });
      expect(document.querySelector('video')).toBeNull();
      expect(screen.getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
        'href',
        '/upgrade-premium',
      );

      await user.click(screen.getByRole('button', { name: 'Instructional video (Premium)' }));
      expect(await screen.findByText('Premium feature')).toBeInTheDocument();
      expect(
        screen.getByText('Upgrade to premium to access instructional videos for each task'),
      ).toBeInTheDocument();
    });

    it('shows nothing when the task has no video', () => {
      renderCard({ ...baseTask, hasVideo: false, videoUrl: null });
      expect(
        screen.queryByRole('button', { name: 'Instructional video (Premium)' }),
      ).not.toBeInTheDocument();
      expect(document.querySelector('video')).toBeNull();
    });

    it('plays the video for premium users', () => {
      const videoUrl = 'https://videos.planmyeldercare.com/tasks/research-assisted-living.mp4';
      renderCard({ ...baseTask, hasVideo: true, videoUrl }, { subscriptionTier: 'premium' });
      const video = document.querySelector('video');
      expect(video).toHaveAttribute('src', videoUrl);
      expect(video).toHaveAttribute('controls');
      expect(video).toHaveAttribute('preload', 'none');
      expect(video).toHaveAccessibleName('Instructional video');
      expect(
        screen.queryByRole('button', { name: 'Instructional video (Premium)' }),
      ).not.toBeInTheDocument();
    });
  });
});
