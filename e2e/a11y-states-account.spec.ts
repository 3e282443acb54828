import { expect } from './fixtures';
import { expectAnnounced, expectErrorTiedTo } from './support/a11y';
import { JOURNEY_PASSWORD, signedInAccount } from './support/sign-in';
import { type ScreenState, sweepStates } from './support/state-sweep';

// The states of the community and the profile beyond their first view (a11y-states.spec.ts has
// sign-in and the care tasks): forms in error, an open discussion, the premium view, and the
// steps of deleting an account. Each in both themes, at desktop and phone width.

const states: ScreenState[] = [
  {
    name: 'community: no posts yet, the new discussion form with an error',
    signedInAs: 'user',
    arrange: async (page) => {
      await page.goto('/community');
      await page.getByRole('tab', { name: 'My Posts' }).click();
      await expect(page.getByText("You haven't created any posts yet")).toBeVisible();
      await page.getByRole('button', { name: 'Create Your First Post' }).click();
      await page.getByRole('button', { name: 'Post Discussion' }).click();
      await expectErrorTiedTo(page.getByLabel('Discussion Title'), 'Discussion Title is required');
    },
  },
  {
    name: 'community: a discussion open',
    signedInAs: 'user',
    arrange: async (page) => {
      await page.goto('/community');
      const topic = page.getByRole('article').first().getByRole('link').first();
      const title = await topic.innerText();
      await topic.click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    },
  },
  {
    name: 'profile: the reset password dialog with errors',
    signedInAs: 'user',
    arrange: async (page) => {
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('New Password', { exact: true }).fill('Brand#New2026');
      await dialog.getByLabel('Confirm New Password').fill('Brand#Other2026');
      await dialog.getByRole('button', { name: 'Update Password' }).click();
      await expectErrorTiedTo(dialog.getByLabel('Confirm New Password'), "Passwords don't match");
    },
  },
  {
    name: 'community: a reply with an error',
    signedInAs: 'user',
    arrange: async (page) => {
      await page.goto('/community');
      const topic = page.getByRole('article').first().getByRole('link').first();
      const title = await topic.innerText();
      await topic.click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.getByRole('button', { name: 'Post Reply' }).click();
      await expectErrorTiedTo(page.getByLabel('Your reply'), 'Reply is required');
    },
  },
  {
    name: 'community: the premium view on its Premium Topics tab',
    arrange: async (page) => {
      await signedInAccount(page);
      expect((await page.request.post('/api/account/upgrade', { data: {} })).status()).toBe(200);
      await page.goto('/community');
      await page.getByRole('tab', { name: 'Premium Topics' }).click();
      await expect(page.getByRole('tab', { name: 'Premium Topics', selected: true })).toBeVisible();
      await expectAnnounced(page, /^\d+ discussions?$/);
      // Premium cards carry their badge; a premium member is not offered the upgrade.
      const card = page.getByRole('tabpanel').getByRole('article').first();
      await expect(card.getByText('Premium', { exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Upgrade to Premium' })).toHaveCount(0);
    },
  },
  {
    name: 'profile: deleting the account, the code step with an error',
    arrange: async (page) => {
      await signedInAccount(page);
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete my account' });
      await dialog.getByLabel('Current Password').fill(JOURNEY_PASSWORD);
      await dialog.getByRole('button', { name: 'Email me a code' }).click();
      await expectAnnounced(page, 'Verification code sent');
      const code = dialog.getByLabel('6-digit code');
      await expect(code).toBeFocused();
      // The pointer stays on the destructive button it pressed: its hover colours are checked.
      await dialog.getByRole('button', { name: 'Delete my account permanently' }).click();
      await expectErrorTiedTo(code, 'Please enter a complete 6-digit code');
      await expect(dialog).toBeVisible();
    },
  },
];

sweepStates('the states of the community and the profile', states);
