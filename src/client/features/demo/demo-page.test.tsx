import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { toast } from 'sonner';
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from 'vitest';
import { categories } from '../../../shared/content/task-library';
import { ThemeProvider } from '../../lib/theme';
import { renderWithApp } from '../../test/render-with-app';
import { cardOpener } from '../../test/task-card-opener';
import { DemoPage } from './demo-page';
import { loadStarters } from './demo-starters';

// /demo with no session and no server: everything it shows and changes is in the browser.

function HomeStandIn() {
  const location = useLocation();
  return <p>Home page, state {JSON.stringify(location.state)}</p>;
}

// The page's starters, loaded as the page loads them before it hydrates.
beforeAll(() => loadStarters('en'));

let fetchSpy: MockInstance<typeof fetch>;
beforeEach(() => {
  fetchSpy = vi.spyOn(globalThis, 'fetch');
});
afterEach(() => {
  // Nothing the page does asks the server anything.
  expect(fetchSpy).not.toHaveBeenCalled();
  vi.restoreAllMocks();
  toast.dismiss();
});

function renderDemo(route = '/demo') {
  // The page's footer has the theme switcher, which the app's providers give a theme.
  const page = (
    <ThemeProvider>
      <DemoPage />
    </ThemeProvider>
  );
  return renderWithApp(page, {
    route,
    pages: {
      '/': <HomeStandIn />,
      '/signup': <p>Sign-up page</p>,
      '/signup-premium': <p>Premium sign-up page</p>,
    },
  });
}

const cardOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement;

async function openCategory(user: ReturnType<typeof renderDemo>['user'], name: string) {
  await user.click(screen.getByRole('link', { name }));
  expect(screen.getByRole('heading', { level: 1, name })).toHaveFocus();
}

const restriction = (text: string) => screen.findByText(text);

describe('DemoPage', () => {
  it('shows the overview: progress of the 22 tasks and a card per category', () => {
    renderDemo();
    expect(screen.getByText('Demo Mode')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your care checklist' })).toBeVisible();
    expect(screen.getByText('0 of 22 tasks completed')).toBeInTheDocument();
    expect(screen.getByText('22 remaining')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Overall Completion' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    for (const category of categories) {
      expect(screen.getByRole('link', { name: category.name })).toHaveAttribute(
        'href',
        `/demo?category=${category.id}`,
      );
    }
    const housing = cardOf('Housing & Living Arrangements');
    expect(within(housing).getByText('Example task')).toBeInTheDocument();
    expect(
      within(housing).getByText('Talk about living preferences and housing options'),
    ).toBeInTheDocument();
    expect(within(housing).queryByText('Research assisted living communities')).toBeNull();
    expect(within(housing).getByText('+3 more tasks in this category')).toBeInTheDocument();
    expect(within(housing).getByText('0 of 4 tasks completed')).toBeInTheDocument();
    expect(
      within(cardOf('Legal Affairs')).getByText('+2 more tasks in this category'),
    ).toBeInTheDocument();
  });

  it('counts a completed task in its category and overall, rounded', async () => {
    const { user } = renderDemo();
    await openCategory(user, 'Legal Affairs');
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Mark "Establish a durable power of attorney" complete',
      }),
    );
    expect(screen.getByText('1 of 3 tasks completed')).toBeInTheDocument();
    expect(screen.getByText('33%')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Categories' }));

    expect(screen.getByText('1 of 22 tasks completed')).toBeInTheDocument();
    expect(screen.getByText('21 remaining')).toBeInTheDocument();
    // 1 of 22 is 4.5%: shown rounded.
    expect(screen.getByText('5%')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Legal Affairs' })).toHaveFocus();
    expect(within(cardOf('Legal Affairs')).getByText('1 of 3 tasks completed')).toBeVisible();
  });

  it('searches a category by title, description or notes in any case', async () => {
    const { user } = renderDemo();
    await openCategory(user, 'Healthcare Management');
    const search = screen.getByRole('searchbox', { name: 'Search tasks' });
    expect(search).toHaveAttribute('placeholder', 'Search tasks...');
    expect(screen.getAllByRole('article')).toHaveLength(3);

    // By title, by description alone, by notes alone; any case.
    const expectFound = async (query: string, titles: string[]) => {
      await user.clear(search);
      await user.type(search, query);
      expect(
        screen
          .getAllByRole('article')
          .map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
      ).toEqual(titles);
    };
    await expectFound('review MEDICARE', ['Review Medicare coverage and plan options']);
    await expectFound('EMERGENCY', ['Organize medical records and information']);
    await expectFound('Pharmac', ['Set up a medication management system']);
    await expectFound('medicare', [
      'Set up a medication management system',
      'Review Medicare coverage and plan options',
    ]);
    expect(screen.getByText('2 of 3 tasks shown')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'zzz no such task');
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('heading', { name: 'No tasks found' })).toBeInTheDocument();
    expect(screen.getByText('Try a different search term')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('adds and ticks subtasks in housing, and refuses deleting them', async () => {
    const { user } = renderDemo();
    await openCategory(user, 'Housing & Living Arrangements');
    expect(screen.queryByText('Demo Version Limitation')).toBeNull();
    const card = screen.getByRole('article', { name: 'Do a home safety assessment' });
    await user.type(
      within(card).getByRole('textbox', { name: /^New subtask for/ }),
      'Buy a night light{Enter}',
    );
    const added = within(card).getByRole('checkbox', { name: 'Buy a night light' });
    expect(added).not.toBeChecked();
    await user.click(added);
    expect(added).toBeChecked();
    expect(within(card).getByText('17% of subtasks done')).toBeInTheDocument();

    await user.click(
      within(card).getByRole('button', { name: 'Delete subtask "Buy a night light"' }),
    );
    expect(
      await restriction(
        'You cannot delete subtasks in the demo. Sign up for a full account to unlock all features.',
      ),
    ).toBeInTheDocument();
    expect(within(card).getByRole('checkbox', { name: 'Buy a night light' })).toBeChecked();
  });

  it('shows one placeholder subtask outside housing, and refuses changing it', async () => {
    const { user } = renderDemo();
    await openCategory(user, 'Legal Affairs');
    const card = screen.getByRole('article', { name: 'Establish a durable power of attorney' });
    const subtasks = within(card).getByRole('list', { name: 'Subtasks' });
    expect(within(subtasks).getAllByRole('listitem')).toHaveLength(1);
    const placeholder = within(card).getByRole('checkbox', {
      name: 'See all of the default sub-tasks in the full version',
    });

    await user.click(placeholder);
    expect(
      await restriction(
        'In the demo, subtasks can be ticked in Housing & Living Arrangements only. Sign up for a full account to unlock all features.',
      ),
    ).toBeInTheDocument();
    expect(placeholder).not.toBeChecked();

    const box = within(card).getByRole('textbox', { name: /^New subtask for/ });
    await user.type(box, 'Call the lawyer{Enter}');
    expect(
      await restriction(
        'In the demo, subtasks can be added in Housing & Living Arrangements only. Sign up for a full account to unlock all features.',
      ),
    ).toBeInTheDocument();
    expect(within(subtasks).getAllByRole('listitem')).toHaveLength(1);
    // The words stay in the box.
    expect(box).toHaveValue('Call the lawyer');
  });

  it('refuses deleting tasks and editing notes, which it shows to read', async () => {
    const { user } = renderDemo();
    await openCategory(user, 'Housing & Living Arrangements');
    const card = screen.getByRole('article', { name: 'Research assisted living communities' });
    // Closed, the card shows its steps done and nothing more; a tap opens it.
    expect(within(card).getByText(/^0 of \d steps/)).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Show notes' })).not.toBeVisible();
    await user.click(cardOpener(card));
    await user.click(within(card).getByRole('button', { name: 'Demo Restricted (delete task)' }));
    expect(
      await restriction(
        'You cannot delete tasks in the demo. Sign up for a full account to unlock all features.',
      ),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Show notes' }));
    expect(within(card).queryByRole('textbox', { name: /^Notes/ })).toBeNull();
    // The visitor's own notes are empty; the library's guidance is shown apart (record 094).
    expect(within(card).getByText('No notes yet.')).toBeVisible();
    const guidance = within(card).getByRole('region', { name: /^Guidance from/ });
    expect(
      within(guidance).getByText(/Assisted living is usually paid for privately/),
    ).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'Demo Restricted (edit notes)' }));
    expect(
      await restriction(
        'You cannot edit notes in the demo. Sign up for a full account to unlock all features.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Demo mode restriction').length).toBeGreaterThan(0);
    await user.click(within(card).getByRole('button', { name: 'Hide notes' }));
    expect(within(card).queryByText(/Assisted living is usually paid for privately/)).toBeNull();
  });

  it('says what the full version has outside housing, and offers premium', async () => {
    const { user } = renderDemo();
    await openCategory(user, 'Financial Management');
    const notice = screen.getByRole('region', { name: 'Demo Version Limitation' });
    expect(
      within(notice).getByText(/The full version has the same 3 tasks in this category/),
    ).toBeVisible();
    expect(within(notice).getByRole('link', { name: 'Upgrade for Full Access' })).toHaveAttribute(
      'href',
      '/#pricing',
    );
    expect(screen.getByRole('heading', { name: 'Premium Community' })).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Create a budget for care costs' });
    expect(within(card).getByRole('link', { name: 'Upgrade' })).toHaveAttribute(
      'href',
      '/signup-premium',
    );
    await user.click(within(card).getByRole('button', { name: 'Instructional video (Premium)' }));
    expect(
      await screen.findByText('Upgrade to premium to access instructional videos for each task'),
    ).toBeInTheDocument();
  });

  it('opens the category named in the address', () => {
    renderDemo('/demo?category=personal');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Personal Wishes & Arrangements' }),
    ).toBeInTheDocument();
  });

  // Every 'Sign up' reaches /signup (issue 56, decision record 093).
  it('signs up at /signup', async () => {
    const { user, router } = renderDemo();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign Up for Full Access' })).toHaveAttribute(
      'href',
      '/signup',
    );
    await user.click(screen.getByRole('link', { name: 'Sign Up for Full Access' }));
    expect(router.state.location.pathname).toBe('/signup');
  });
});
