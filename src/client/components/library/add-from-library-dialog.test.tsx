import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { categories } from '../../../shared/content/task-library';
import type { LibraryListItem, LibraryTaskDetail } from '../../../shared/schemas/library';
import { jsonAnswer, spyOnApi } from '../../test/api-answers';
import { planSummary, renderWithApp, sessionState } from '../../test/render-with-app';
import { AddFromLibraryButton } from './add-from-library-button';

const fetchSpy = spyOnApi();

const item = (overrides: Partial<LibraryListItem> & Pick<LibraryListItem, 'key' | 'title'>) => ({
  categoryId: 'legal',
  description: 'So someone you trust can act if they cannot.',
  stage: 'early_planning' as const,
  subtaskCount: 4,
  hasVideo: false,
  inPlan: false,
  ...overrides,
});

const list = {
  items: [
    item({ key: 'power-of-attorney', title: 'Set up a durable power of attorney' }),
    item({
      key: 'hospital-discharge',
      title: 'Plan the hospital discharge',
      inPlan: true,
      stage: 'care_transitions',
      categoryId: 'healthcare',
    }),
  ],
};

const detail: LibraryTaskDetail = {
  ...list.items[0],
  subtasks: ['Choose an agent', 'Find an elder law attorney'],
  guidance: 'Ask whether the document is durable.',
  references: [{ name: 'American Bar Association', url: 'https://www.americanbar.org/' }],
} as LibraryTaskDetail;

/** Answers the library's calls like the server, `add` as the test says. */
function answerLibrary(
  add: () => Promise<Response> | Response = () => jsonAnswer(200, { added: 1, skipped: 0 }),
) {
  fetchSpy().mockImplementation(async (input) => {
    const path = String(input);
    if (path === '/api/library/add') return add();
    if (path.startsWith('/api/library/power-of-attorney')) return jsonAnswer(200, detail);
    if (path.startsWith('/api/library')) return jsonAnswer(200, list);
    return jsonAnswer(404, { error: { code: 'not_found', message: 'Not found' } });
  });
}

async function openLibrary(role: 'owner' | 'viewer' = 'owner') {
  const rendered = renderWithApp(<AddFromLibraryButton categories={categories} />, {
    session: sessionState(),
    plans: [planSummary({ role })],
    route: '/app',
  });
  await rendered.user.click(screen.getByRole('button', { name: 'Add from library' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add from library' });
  await within(dialog).findByRole('heading', { name: 'Set up a durable power of attorney' });
  return { ...rendered, dialog };
}

const entry = (dialog: HTMLElement, title: string) =>
  within(dialog).getByRole('article', { name: title });

const calls = () => fetchSpy().mock.calls.map(([path, init]) => ({ path: String(path), init }));

describe('AddFromLibraryDialog', () => {
  it('lists the library with each why and where it belongs, and says which are in the plan', async () => {
    answerLibrary();
    const { dialog } = await openLibrary();
    const poa = entry(dialog, 'Set up a durable power of attorney');
    expect(poa).toHaveTextContent('So someone you trust can act if they cannot.');
    expect(poa).toHaveTextContent('Legal Affairs · Early Planning · 4 steps');
    expect(within(poa).getByRole('button', { name: 'Add to plan' })).toBeVisible();
    const discharge = entry(dialog, 'Plan the hospital discharge');
    expect(within(discharge).getByText('In your plan')).toBeVisible();
    expect(within(discharge).queryByRole('button', { name: 'Add to plan' })).toBeNull();
    expect(within(dialog).getByText('2 tasks')).toBeInTheDocument();
    expect(calls()[0]?.path).toBe('/api/library');
  });

  it('adds in one tap, saying so at once, then confirms', async () => {
    let answer: (response: Response) => void = () => undefined;
    answerLibrary(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    const { user, dialog } = await openLibrary();
    const poa = entry(dialog, 'Set up a durable power of attorney');
    await user.click(within(poa).getByRole('button', { name: 'Add to plan' }));
    // Optimistic: said before the server answers, and focus stays on the entry.
    expect(within(poa).getByText('In your plan')).toHaveFocus();
    const sent = calls().find((call) => call.path === '/api/library/add');
    expect(sent?.init?.method).toBe('POST');
    expect(JSON.parse(String(sent?.init?.body))).toEqual({ keys: ['power-of-attorney'] });
    answer(jsonAnswer(200, { added: 1, skipped: 0 }));
    expect(
      await screen.findByText('“Set up a durable power of attorney” is in your plan now'),
    ).toBeInTheDocument();
    expect(within(poa).getByText('In your plan')).toBeVisible();
  });

  it('puts the entry back and says why when the server refuses', async () => {
    answerLibrary(() =>
      jsonAnswer(403, {
        error: {
          code: 'plan_role',
          message: 'You can view this plan, but only its owner or caregivers can change it.',
        },
      }),
    );
    const { user, dialog } = await openLibrary();
    const poa = entry(dialog, 'Set up a durable power of attorney');
    await user.click(within(poa).getByRole('button', { name: 'Add to plan' }));
    expect(await screen.findByText('Could not add to your plan')).toBeInTheDocument();
    expect(within(poa).getByRole('button', { name: 'Add to plan' })).toBeVisible();
    expect(within(poa).queryByText('In your plan')).toBeNull();
  });

  it('lets a viewer read the library, not add, and says why', async () => {
    answerLibrary();
    const { dialog } = await openLibrary('viewer');
    expect(
      within(dialog).getByText(/You can view this plan, so you can read the library but not add/),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Add to plan' })).toBeNull();
  });

  it('narrows by category, stage and search on the server', async () => {
    answerLibrary();
    const { user, dialog } = await openLibrary();
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'legal');
    await user.selectOptions(within(dialog).getByLabelText('Stage'), 'advanced_care');
    await user.type(within(dialog).getByLabelText('Search the library'), 'attorney');
    await waitFor(() =>
      expect(calls().at(-1)?.path).toBe(
        '/api/library?q=attorney&category=legal&stage=advanced_care',
      ),
    );
  });

  it("previews an entry's steps, guidance and sources, which say they open a new tab", async () => {
    answerLibrary();
    const { user, dialog } = await openLibrary();
    const poa = entry(dialog, 'Set up a durable power of attorney');
    await user.click(within(poa).getByText('Steps and guidance'));
    expect(await within(poa).findByText('Choose an agent')).toBeVisible();
    expect(within(poa).getByText('Ask whether the document is durable.')).toBeVisible();
    // jsdom counts what an opened <details> holds as hidden to roles; the text above is visible.
    const source = within(poa).getByRole('link', {
      name: /^American Bar Association/,
      hidden: true,
    });
    expect(source).toHaveAttribute('href', 'https://www.americanbar.org/');
    expect(source).toHaveAttribute('target', '_blank');
    expect(source).toHaveTextContent('(opens in a new tab)');
  });
});
