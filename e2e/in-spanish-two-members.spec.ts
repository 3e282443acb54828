import { expect, test } from './fixtures';
import { ownPlanId } from './support/emergency-sheet';
import {
  expectAccessibleInBothThemes,
  expectSpanish,
  openStarter,
  PHONE,
  starter,
} from './support/in-spanish';
import { invitationLink } from './support/mailbox';
import { markWelcomeSeen, signedInAccount, verifiedAccount } from './support/sign-in';
import { watchPage } from './support/watched-page';

// Issue 59: two members of one plan, each on a phone in their own language (es-US and en-US,
// from their browsers): a library task reads in each one's, and what each typed reads as typed.
// Axe on each one's page in both themes.

// The API requests made in the owner's context say es-US too, as the browser's own would: the
// owner signs up from a Spanish browser, and the account keeps that language (record 100).
test.use({
  viewport: PHONE,
  locale: 'es-US',
  extraHTTPHeaders: { 'accept-language': 'es-US,es;q=0.9' },
});

test('two members of one plan, one reading Spanish and one English: a library task in each one’s language, what they typed as typed', async ({
  page,
  browser,
}) => {
  // The owner's browser asks for es-US (this file's), the caregiver's for en-US; each account
  // keeps the language it was signed up in, and neither chose one on /profile.
  await signedInAccount(page);
  const planId = await ownPlanId(page);
  const english = await browser.newContext({
    locale: 'en-US',
    viewport: PHONE,
    extraHTTPHeaders: { 'accept-language': 'en-US,en;q=0.9' },
  });
  const { email: caregiver } = await verifiedAccount(english.request);
  await markWelcomeSeen(english.request);
  const invited = await page.request.post(`/api/plans/${planId}/invitations`, {
    data: { email: caregiver, role: 'caregiver' },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(await invitationLink(caregiver)).hash.slice(1);
  const accepted = await english.request.post('/api/invitations/accept', { data: { token } });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // The owner's own task, typed in Spanish; the caregiver's note on a library task, in English.
  const ownTask = 'Pedir a la Dra. Ruiz la receta de mamá (pharmacy on 5th St.)';
  const made = await page.request.post(`/api/tasks?plan=${planId}`, {
    data: { title: ownTask, categoryId: 'housing' },
  });
  expect(made.status(), await made.text()).toBe(201);
  const note = 'Ask Dr. Ruiz about a ramp for the porch — Tuesday, 9 a.m.';
  const theirPage = await english.newPage();
  // Refused by the Content-Security-Policy, or hydrated unlike its server-rendered page: as the
  // `page` fixture checks its own page.
  const watched = watchPage(theirPage);
  const en = starter('en');
  const theirCard = await openStarter(theirPage, planId, en.title);
  await theirCard.getByRole('button', { name: 'Show notes' }).click();
  const theirNotes = theirCard.getByRole('textbox', { name: /^Notes for/ });
  await theirNotes.fill(note);
  await theirNotes.blur();
  await expect(theirPage.getByText('Saved', { exact: true })).toBeVisible();

  // English for the caregiver: the library task's title, steps and guidance; the owner's task
  // and the note as typed.
  await expect(theirPage.locator('html')).toHaveAttribute('lang', 'en-US');
  for (const step of en.subtasks) {
    await expect(theirCard.getByText(step, { exact: true })).toBeVisible();
  }
  await expect(
    theirCard.getByRole('region', { name: 'Guidance from PlanMyEldercare' }),
  ).toContainText(en.guidance.slice(0, 60));
  await expect(theirPage.getByRole('article', { name: starter('es').title })).toHaveCount(0);
  await expect(theirPage.getByRole('article', { name: ownTask, exact: true })).toBeVisible();
  await expectAccessibleInBothThemes(theirPage, '/app?category=housing in English, a member');

  // Spanish for the owner, on the same plan: the same task in Spanish, the typed words as typed.
  const es = starter('es');
  const card = await openStarter(page, planId, es.title);
  for (const step of es.subtasks) await expect(card.getByText(step, { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Mostrar notas' }).click();
  await expect(card.getByRole('region', { name: 'Orientación de PlanMyEldercare' })).toContainText(
    es.guidance.slice(0, 60),
  );
  await expect(card.getByRole('textbox', { name: /^Notas de/ })).toHaveValue(note);
  await expect(page.getByRole('article', { name: ownTask, exact: true })).toBeVisible();
  await expect(page.getByRole('article', { name: en.title })).toHaveCount(0);
  // What the family typed is theirs, in whatever language: only the product's words are checked.
  await expectSpanish(page, '/app?category=housing, the owner', [note, ownTask]);
  await expectAccessibleInBothThemes(page, '/app?category=housing in Spanish, the owner');
  watched.expectClean();
  await english.close();
});
