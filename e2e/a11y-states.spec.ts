import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { expectAnnounced, expectErrorTiedTo } from './support/a11y';
import { waitForCode } from './support/mailbox';
import { E2E_BASE_URL } from './support/ports';
import { newEmail, pendingAccount, signedInAccount } from './support/sign-in';
import { type ScreenState, sweepStates } from './support/state-sweep';
import { openCard } from './support/task-card';
import { tick } from './support/tick';

// Every state that changes what is on screen, beyond a page's first view (a11y-routes.spec.ts
// covers those and their dialogs and menus): errors, empty states, notes, toasts, dialogs with
// errors, the demo and premium variants, for sign-in and the care tasks. The community and the
// profile: a11y-states-account.spec.ts; the session timeout warning: session-timeout.spec.ts.
// Each is checked in both themes at desktop and phone width, with reflow and text spacing
// (sweepStates: one journey, the themes switched on each screen).

// A change without a body carries no JSON type, so the server's CSRF check asks where it is from.
const sameOrigin = { origin: E2E_BASE_URL };

async function allTaskIds(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/tasks');
  expect(response.status()).toBe(200);
  const dashboard = (await response.json()) as { tasks: { id: string }[] };
  return dashboard.tasks.map((task) => task.id);
}

const states: ScreenState[] = [
  {
    name: 'sign-in: empty form errors, then a refused password',
    arrange: async (page) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expectErrorTiedTo(page.getByLabel('Email', { exact: true }), 'Invalid email address');
      await page.getByLabel('Email').fill(newEmail());
      await page.getByLabel('Password', { exact: true }).fill('Wrong#Password1');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expectAnnounced(page, 'Invalid login credentials');
    },
  },
  {
    name: 'sign-up: empty form errors',
    arrange: async (page) => {
      await page.goto('/signup');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expectErrorTiedTo(page.getByLabel('Email', { exact: true }), 'Invalid email address');
    },
  },
  {
    name: 'premium sign-up: empty form errors',
    arrange: async (page) => {
      await page.goto('/signup-premium');
      await page.getByRole('button', { name: 'Complete Premium Sign Up' }).click();
      await expectErrorTiedTo(page.getByLabel('Email', { exact: true }), 'Invalid email address');
    },
  },
  {
    name: 'code step: an incomplete code',
    arrange: async (page) => {
      await pendingAccount(page.request);
      await page.goto('/app');
      const first = page.getByRole('textbox', { name: 'Digit 1 of 6' });
      await expect(first).toBeFocused();
      await page.keyboard.type('123');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('alert')).toHaveText('Please enter a complete 6-digit code');
      await expect(
        page.getByRole('group', { name: 'Verification code' }),
      ).toHaveAccessibleDescription('Please enter a complete 6-digit code');
    },
  },
  {
    name: 'code step: a wrong code and its toast',
    arrange: async (page) => {
      const { email } = await pendingAccount(page.request);
      await page.goto('/app');
      const first = page.getByRole('textbox', { name: 'Digit 1 of 6' });
      await expect(first).toBeFocused();
      // The emailed code with its last digit changed: wrong for certain, yet well formed.
      const sent = await waitForCode(email);
      const wrong = `${sent.slice(0, 5)}${(Number(sent.slice(5)) + 1) % 10}`;
      await page.keyboard.type(wrong, { delay: 30 });
      await expectAnnounced(page, 'Verification failed');
      // The boxes are emptied and focus is back in the first, ready for another try.
      await expect(first).toHaveValue('');
      await expect(first).toBeFocused();
      await expect(page).toHaveURL('/mfa');
    },
  },
  {
    name: 'dashboard: the welcome video pop-up',
    arrange: async (page) => {
      // A new account's first visit: shared accounts have closed it (record 088).
      await signedInAccount(page, { welcomeSeen: false });
      await page.goto('/app');
      await expect(page.getByRole('dialog', { name: 'Welcome to PlanMyEldercare' })).toBeVisible();
    },
  },
  {
    name: 'dashboard: the New Task dialog with an error',
    signedInAs: 'user',
    arrange: async (page) => {
      await page.goto('/app');
      await page.getByRole('button', { name: 'New Task' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'New Task' });
      await dialog.getByRole('button', { name: 'Create Task' }).click();
      await expectErrorTiedTo(dialog.getByLabel('Title'), 'Title is required');
    },
  },
  {
    name: 'a category: task cards, premium video placeholder, its toast',
    signedInAs: 'user',
    arrange: async (page) => {
      await page.goto('/app?category=housing');
      await expect(page.getByRole('article').first()).toBeVisible();
      const withVideo = page
        .getByRole('article')
        .filter({ has: page.getByText('Instructional video (Premium)') })
        .first();
      await openCard(withVideo);
      await withVideo.getByRole('button', { name: 'Instructional video (Premium)' }).click();
      await expectAnnounced(page, 'Premium feature');
    },
  },
  {
    name: 'a category: the delete confirmation',
    signedInAs: 'user',
    arrange: async (page) => {
      await page.goto('/app?category=legal');
      const card = await openCard(page.getByRole('article').first());
      await card.getByRole('button', { name: /^Delete task/ }).click();
      await expect(page.getByRole('alertdialog', { name: 'Delete this task?' })).toBeVisible();
    },
  },
  {
    name: "a category: notes shown and saved, beside the library's guidance",
    signedInAs: 'user',
    arrange: async (page) => {
      await page.goto('/app?category=finances');
      const card = await openCard(page.getByRole('article').first());
      await card.getByRole('button', { name: 'Show notes' }).click();
      await expect(card.getByRole('region', { name: /^Guidance from/ })).toBeVisible();
      await card.getByRole('textbox', { name: /Notes for/ }).fill(`Bank visit ${Date.now()}`);
      await expectAnnounced(page, 'Saved');
    },
  },
  {
    name: 'a category: a search that finds nothing',
    signedInAs: 'user',
    arrange: async (page) => {
      await page.goto('/app?category=healthcare');
      await page.getByLabel('Search tasks').fill('zzz no such task');
      await expect(page.getByRole('heading', { name: 'No tasks found' })).toBeVisible();
      await expectAnnounced(page, /^0 of \d+ tasks shown$/);
    },
  },
  {
    name: 'a category: subtasks and their progress',
    arrange: async (page) => {
      await signedInAccount(page);
      await page.goto('/app?category=housing');
      const card = await openCard(page.getByRole('article').first());
      for (const step of ['Book a tour', 'Ask about staffing']) {
        await card.getByPlaceholder('Add a subtask...').fill(step);
        await card.getByRole('button', { name: 'Add subtask' }).click();
        await expect(card.getByRole('checkbox', { name: step })).toBeVisible();
      }
      const progress = card.getByText(/% of subtasks done$/);
      const before = await progress.innerText();
      await tick(card.getByRole('checkbox', { name: 'Book a tour' }));
      await expect(progress).not.toHaveText(before);
      await expectAnnounced(page, await progress.innerText());
    },
  },
  {
    name: 'an empty checklist and an empty category',
    arrange: async (page) => {
      await signedInAccount(page);
      for (const id of await allTaskIds(page.request)) {
        const removed = await page.request.delete(`/api/tasks/${id}`, { headers: sameOrigin });
        expect(removed.status()).toBe(200);
      }
      await page.goto('/app?category=legal');
      await expect(page.getByText('This category has no tasks yet')).toBeVisible();
      await page.goto('/app');
      await expect(page.getByRole('heading', { name: 'Your checklist is empty' })).toBeVisible();
    },
  },
  {
    name: 'premium: a category with its videos',
    arrange: async (page) => {
      await signedInAccount(page);
      expect((await page.request.post('/api/account/upgrade', { data: {} })).status()).toBe(200);
      await page.goto('/app?category=housing');
      await openCard(
        page
          .getByRole('article')
          .filter({ has: page.locator('video') })
          .first(),
      );
      await expect(page.locator('video').first()).toBeVisible();
    },
  },
  {
    name: 'demo: the banner and a restriction toast',
    arrange: async (page) => {
      await page.addInitScript(() => localStorage.setItem('pme_has_seen_welcome', 'true'));
      await page.goto('/login?demo=true');
      await expect(page).toHaveURL('/app');
      await expect(page.getByRole('region', { name: 'Demo account' })).toBeVisible();
      await page.getByRole('link', { name: /Legal Affairs/ }).click();
      const card = await openCard(page.getByRole('article').first());
      await card.getByRole('button', { name: /Demo Restricted \(delete task\)/ }).click();
      await expectAnnounced(page, 'Demo mode restriction');
    },
  },
];

sweepStates('the states of sign-in and the care tasks', states);
