import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, spyOnApi } from '../../../test/api-answers';
import { useDashboard } from '../api/use-dashboard';
import { makeDashboard, makeTask, renderWithData } from '../test/task-fixtures';
import { TaskCard } from './task-card';

// Two people edit one task's notes: the later save, based on an older version, is refused with
// 409 and the person chooses between both texts; nothing typed is lost.

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

const task = makeTask({ id: 'task-c', title: 'Plan the move', notes: 'Boxes.', version: 3 });
const theirs = { ...task, notes: 'Boxes and tape.', version: 4 };
const progress = makeDashboard([task]).progress;

/** Answers the notes saves in order: a conflict, then whatever follows. */
function answerSaves(...answers: (() => Response)[]) {
  const bodies: unknown[] = [];
  fetchSpy().mockImplementation(async (input, init) => {
    // The plan's documents, read once the notes are open: none.
    if (String(input).endsWith('/documents')) {
      return jsonAnswer(200, { documents: [], usedBytes: 0, quotaBytes: 1 });
    }
    // Anything else (the view report, a fresh read of the category): the task as stored now.
    if (String(input) !== '/api/tasks/task-c') return jsonAnswer(200, makeDashboard([theirs]));
    bodies.push(JSON.parse(String(init?.body)));
    return (answers.shift() ?? (() => jsonAnswer(200, { task: theirs, progress })))();
  });
  return bodies;
}

const conflict = () =>
  jsonAnswer(409, {
    error: {
      code: 'edit_conflict',
      message: 'Someone else changed this task while you were editing it.',
      task: theirs,
    },
  });

async function typeAndConflict() {
  const { user } = renderWithData(<CachedCards />, { dashboard: makeDashboard([task]) });
  await user.click(screen.getByRole('button', { name: 'Show notes' }));
  const notes = screen.getByRole('textbox', { name: /^Notes/ });
  await user.type(notes, ' Labels.');
  await user.tab();
  const dialog = await screen.findByRole('alertdialog', {
    name: 'This task changed while you were editing',
  });
  return { user, notes, dialog };
}

describe('EditConflictDialog', () => {
  it('shows both texts and keeps mine by saving over the new version', async () => {
    const bodies = answerSaves(conflict, () =>
      jsonAnswer(200, { task: { ...task, notes: 'Boxes. Labels.', version: 5 }, progress }),
    );
    const { user, notes, dialog } = await typeAndConflict();
    expect(bodies[0]).toEqual({ notes: 'Boxes. Labels.', version: 3 });
    expect(within(dialog).getByRole('heading', { name: 'Your version' })).toBeInTheDocument();
    expect(within(dialog).getByText('Boxes. Labels.')).toBeInTheDocument();
    expect(within(dialog).getByText('Boxes and tape.')).toBeInTheDocument();
    // No error toast: the dialog is the answer.
    expect(screen.queryByText('Could not save your change')).not.toBeInTheDocument();
    expect(notes).toHaveValue('Boxes. Labels.');

    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));
    await waitFor(() => expect(bodies[1]).toEqual({ notes: 'Boxes. Labels.', version: 4 }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(notes).toHaveValue('Boxes. Labels.');
  });

  it('uses theirs and drops mine only when asked', async () => {
    const bodies = answerSaves(conflict);
    const { user, notes, dialog } = await typeAndConflict();
    await user.click(within(dialog).getByRole('button', { name: 'Use theirs' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(notes).toHaveValue('Boxes and tape.');
    expect(bodies).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Not saved — retry' })).not.toBeInTheDocument();
  });
});
