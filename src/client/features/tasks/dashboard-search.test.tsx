import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants';
import type { TaskSearchAnswer } from '../../../shared/schemas/tasks';
import { jsonAnswer, spyOnApi } from '../../test/api-answers';
import { DashboardPage } from './dashboard-page';
import { makeDashboard, makeTask, renderWithData } from './test/task-fixtures';

// The dashboard's search of every task (issue 56, item 4; record 090): the box on the overview,
// the results saying where each match is, 'No tasks found' with a way back, and the category
// opened at the task a result names.

const fetchSpy = spyOnApi();

const tasks = [
  makeTask({ id: 'h1', title: 'Research assisted living communities' }),
  makeTask({ id: 'l1', title: 'Establish a durable power of attorney', categoryId: 'legal' }),
  makeTask({ id: 'l2', title: 'Write a will', categoryId: 'legal' }),
];

const found: TaskSearchAnswer = {
  planId: 'plan-1',
  query: 'power of attorney',
  words: ['power', 'of', 'attorney'],
  total: 2,
  hits: [
    {
      taskId: 'l1',
      title: 'Establish a durable power of attorney',
      categoryId: 'legal',
      categoryName: 'Legal Affairs',
      completed: false,
      matches: [{ place: 'title', text: 'Establish a durable power of attorney' }],
    },
    {
      taskId: 's1',
      title: 'Prepare the home for sale',
      categoryId: 'home_sale',
      categoryName: 'Home Sale & Transition',
      completed: true,
      matches: [
        { place: 'step', text: 'Ask about selling under a Power of Attorney' },
        { place: 'notes', text: '…if you are selling under a power of attorney, confirm…' },
      ],
    },
  ],
};

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.hasSeenWelcome, 'true');
});

function renderDashboard(initialEntry = '/app') {
  return renderWithData(<DashboardPage />, { dashboard: makeDashboard(tasks), initialEntry });
}

describe('the search of every task', () => {
  it('searches from the overview and says where each match is, its words marked', async () => {
    fetchSpy().mockResolvedValue(jsonAnswer(200, found));
    const { user, router } = renderDashboard();
    const box = screen.getByRole('searchbox', { name: 'Search all tasks' });
    await user.type(box, '  power of attorney {Enter}');

    expect(router.state.location.search).toBe('?q=power+of+attorney');
    expect(await screen.findByText('2 tasks found')).toBeInTheDocument();
    expect(fetchSpy().mock.calls[0]?.[0]).toBe('/api/tasks/search?q=power+of+attorney');
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toHaveFocus();
    expect(screen.getByRole('searchbox', { name: 'Search all tasks' })).toHaveValue(
      'power of attorney',
    );

    const legal = screen.getByRole('link', { name: 'Establish a durable power of attorney' });
    expect(legal).toHaveAttribute('href', '/app?category=legal&task=l1#task-l1');
    const legalResult = legal.closest('li') as HTMLElement;
    expect(legalResult).toHaveTextContent('Legal Affairs');
    expect(legalResult).toHaveTextContent(
      'Found in the title: Establish a durable power of attorney',
    );
    expect(within(legalResult).getByText('power of attorney', { selector: 'mark' })).toBeVisible();

    const sale = screen.getByRole('link', { name: 'Prepare the home for sale' }).closest('li');
    expect(sale).toHaveTextContent('Home Sale & Transition · Completed');
    expect(sale).toHaveTextContent('Found in a step: Ask about selling under a Power of Attorney');
    expect(sale).toHaveTextContent('Found in the notes: …if you are selling under a power of');
    expect(
      within(sale as HTMLElement).getByText('Power of Attorney', { selector: 'mark' }),
    ).toBeVisible();
  });

  it("says 'No tasks found' and clears the search back to the categories", async () => {
    fetchSpy().mockResolvedValue(
      jsonAnswer(200, { ...found, query: 'zebra', words: ['zebra'], hits: [], total: 0 }),
    );
    const { user, router } = renderDashboard('/app?q=zebra');
    expect(await screen.findByRole('heading', { name: 'No tasks found' })).toBeInTheDocument();
    expect(screen.getByText('Try a different search term')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear search' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('heading', { level: 1, name: 'Your care checklist' })).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search all tasks' })).toHaveValue('');
  });

  it('says what is wrong with a search the server would refuse, without asking it', async () => {
    renderDashboard(`/app?q=${encodeURIComponent('power\u202eattorney')}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please remove invisible or text-direction characters from this text',
    );
    expect(fetchSpy()).not.toHaveBeenCalled();
  });

  it('says how many matched when it lists only the first of them', async () => {
    fetchSpy().mockResolvedValue(jsonAnswer(200, { ...found, total: 75 }));
    renderDashboard('/app?q=power+of+attorney');
    expect(
      await screen.findByText('The first 2 of 75 tasks found. Add a word to find fewer.'),
    ).toBeInTheDocument();
  });

  it("opens a result's category at its task, brought into view, marked and focused", async () => {
    // jsdom lays nothing out, and has no scrolling of its own.
    const scrolled = vi.fn();
    const before = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = before;
    });
    renderDashboard('/app?category=legal&task=l1#task-l1');
    expect(screen.getByRole('heading', { level: 1, name: 'Legal Affairs' })).toBeVisible();
    const place = screen.getByRole('article', { name: 'Establish a durable power of attorney' })
      .parentElement as HTMLElement;
    expect(place).toHaveAttribute('id', 'task-l1');
    expect(place).toHaveAttribute('data-linked');
    expect(place).toHaveFocus();
    expect(scrolled.mock.contexts).toEqual([place]);
    expect(screen.getByRole('article', { name: 'Write a will' }).parentElement).not.toHaveAttribute(
      'data-linked',
    );
  });
});
