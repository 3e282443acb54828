import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as rules from '../../../../shared/rules/tasks';
import type { Task } from '../../../../shared/schemas/tasks';
import { jsonAnswer, spyOnApi } from '../../../test/api-answers';
import { useDashboard } from '../api/use-dashboard';
import { makeDashboard, makeTask, renderWithData } from '../test/task-fixtures';
import { TaskCard } from './task-card';

// Undo of a tick on the card (issue 56, decision D13): ticking a task marks its open steps done;
// the card then offers Undo for as long as the page is open, which puts back exactly those.

const fetchSpy = spyOnApi();

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

const task = makeTask({
  id: 'task-undo',
  title: 'Book the dentist',
  subtasks: [
    { id: 's1', title: 'Find the number', completed: true },
    { id: 's2', title: 'Call', completed: false },
    { id: 's3', title: 'Write it down', completed: false },
  ],
});

/** The server's answers: the task as each change leaves it. */
function answerChanges(start: Task = task) {
  let stored: Task = start;
  fetchSpy().mockImplementation(async (input) => {
    const path = String(input);
    if (path.endsWith('/toggle')) stored = rules.toggleTask(stored);
    else if (path.endsWith('/undo-complete')) {
      stored = rules.undoCompletion(stored, new Set(['s2', 's3']));
    } else return jsonAnswer(204, {});
    return jsonAnswer(200, { task: stored, progress: makeDashboard([stored]).progress });
  });
}

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('Undo of a tick', () => {
  it('offers Undo on the card after a tick, and puts back exactly the steps it ticked', async () => {
    answerChanges();
    const { user } = renderWithData(<CachedCards />, { dashboard: makeDashboard([task]) });
    await user.click(box('Mark "Book the dentist" complete'));
    const undo = await screen.findByRole('button', {
      name: 'Undo marking "Book the dentist" done',
    });
    expect(screen.getByText('2 open steps were ticked with it.')).toBeInTheDocument();
    expect(box('Call')).toBeChecked();

    await user.click(undo);
    await waitFor(() => expect(box('Call')).not.toBeChecked());
    expect(box('Write it down')).not.toBeChecked();
    expect(box('Find the number')).toBeChecked();
    expect(box('Mark "Book the dentist" complete')).not.toBeChecked();
    expect(box('Mark "Book the dentist" complete')).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Undo marking/ })).not.toBeInTheDocument();
    expect(fetchSpy().mock.calls.map(([path]) => String(path))).toContain(
      '/api/tasks/task-undo/undo-complete',
    );
  });

  it('is not offered once a step is changed by hand', async () => {
    const other = { ...task, id: 'task-undo-2' };
    answerChanges(other);
    const { user } = renderWithData(<CachedCards />, { dashboard: makeDashboard([other]) });
    await user.click(box('Mark "Book the dentist" complete'));
    await screen.findByRole('button', { name: 'Undo marking "Book the dentist" done' });
    await user.click(box('Call'));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Undo marking/ })).not.toBeInTheDocument(),
    );
  });
});
