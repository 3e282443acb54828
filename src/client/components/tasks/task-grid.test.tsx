import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TaskGrid } from './task-grid';

// The empty states of a category's task list, which /app and /demo share. (On /demo no
// category can be empty: its tasks cannot be deleted; the empty category is checked here.)

const tasks = [
  { id: 't1', title: 'Book a tour' },
  { id: 't2', title: 'Compare fees' },
];
const renderTask = (task: (typeof tasks)[number]) => <article>{task.title}</article>;

describe('TaskGrid', () => {
  it('lists a card per task under a heading for screen readers', () => {
    render(<TaskGrid tasks={tasks} renderTask={renderTask} searching={false} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Tasks' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Book a tour',
      'Compare fees',
    ]);
    expect(screen.queryByText('No tasks found')).toBeNull();
  });

  it('says an empty category has no tasks yet', () => {
    render(<TaskGrid tasks={[]} renderTask={renderTask} searching={false} />);
    expect(screen.getByRole('heading', { name: 'No tasks found' })).toBeInTheDocument();
    expect(screen.getByText('This category has no tasks yet')).toBeInTheDocument();
    expect(screen.queryByText('Try a different search term')).toBeNull();
  });

  it('asks for a different search when nothing matches, with its action', () => {
    render(
      <TaskGrid
        tasks={[]}
        renderTask={renderTask}
        searching
        emptyAction={<button type="button">Clear search</button>}
      />,
    );
    expect(screen.getByText('Try a different search term')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
  });
});
