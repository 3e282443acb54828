import type { Locator, Page } from '@playwright/test';
import { fullCareProfile } from '../src/server/test/full-care-profile';
import { entryIn } from '../src/shared/content/library/library-in';
import { categories } from '../src/shared/content/task-library';
import type { PlanSummary } from '../src/shared/schemas/plans';
import { expect, test } from './fixtures';
import { expectNoAxeViolationsInBothThemes } from './support/a11y-screen';
import { catalogEnglish, englishLeftOn } from './support/english-left';
import { invitationLink, messagesTo, waitForCode } from './support/mailbox';
import { E2E_BASE_URL } from './support/ports';
import {
  JOURNEY_PASSWORD,
  markWelcomeSeen,
  newEmail,
  signedInAccount,
  verifiedAccount,
} from './support/sign-in';
import { openCard } from './support/task-card';
import { watchPage } from './support/watched-page';

// Issue 59's journeys in Spanish, on a phone whose browser asks for es-US: the landing, sign-up
// with the emailed code (the email in Spanish), the dashboard, a library task's guidance, the
// emergency sheet printed on one page; then two members of one plan, one reading English and one
// Spanish. On each state: no English catalog message or library word on the page
// (support/english-left.ts), and axe in both themes.

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, locale: 'es-US' });

/** A library task every new plan starts with (a starter of Housing), in both languages. */
const STARTER_KEY = 'discuss-living-preferences';

function starter(language: 'en' | 'es') {
  const entry = entryIn(STARTER_KEY, language);
  if (!entry) throw new Error(`no library task ${STARTER_KEY}`);
  return entry;
}

/**
 * English still on Spanish pages, known and being put right elsewhere (issue 59); each line goes
 * once its fix is merged, and the journey then checks those words too.
 */
const KNOWN_ENGLISH = [
  // The category names and descriptions the dashboard's grid and a category's page show from
  // the server's list (the category and stage names in client lists, being translated now).
  ...categories.flatMap((category) => [
    category.name,
    catalogEnglish(`category.${category.id.replace('_', '-')}.description`),
  ]),
  // A new plan's name (DEFAULT_PLAN_NAME in server/features/plans/own-plans.ts), stored in
  // English whatever the language of the sign-up that made it: left open, not yet anyone's fix.
  'Care plan',
  // The password's strength in /signup's Spanish sentence (being translated now).
  catalogEnglish('rule.strength.too-weak'),
  catalogEnglish('rule.strength.very-strong'),
];

/** The page is hydrated, speaks Spanish and shows no English catalog message or library word. */
async function expectSpanish(page: Page, where: string, typed: string[] = []) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  const left = await englishLeftOn(page, [...KNOWN_ENGLISH, ...typed]);
  expect(left, `English left on ${where}`).toEqual([]);
}

/** Axe on the page as it is now, in both themes (the second with the colour rules alone). */
async function expectAccessibleInBothThemes(page: Page, where: string) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await expectNoAxeViolationsInBothThemes(page, where);
}

/** Every text in what a family saved (a care profile), longest first. */
function typedIn(saved: unknown): string[] {
  const texts = (value: unknown): string[] =>
    typeof value === 'string'
      ? [value]
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(texts)
        : [];
  return texts(saved)
    .filter((text) => text.trim() !== '')
    .sort((a, b) => b.length - a.length);
}

/** Pages of a PDF: its page objects, not the /Pages tree that lists them. */
const pageCount = (pdf: Buffer) =>
  pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g)?.length;

async function ownPlanId(page: Page): Promise<string> {
  const plans = (await (await page.request.get('/api/plans')).json()) as PlanSummary[];
  const plan = plans.find((each) => each.isDefault) ?? plans[0];
  if (!plan) throw new Error('The account has no plan');
  return plan.id;
}

/** Opens the starter task's card, by its title in the page's language, on the plan's Housing page. */
async function openStarter(page: Page, planId: string, title: string): Promise<Locator> {
  await page.goto(`/app?plan=${planId}&category=housing`);
  const card = page.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  return openCard(card);
}

test('on a phone in Spanish: the landing, sign-up with the emailed code, the dashboard, a task’s guidance, the emergency sheet on one page', async ({
  page,
}) => {
  // The landing, drawn in Spanish from the browser's Accept-Language.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'No afronte en soledad el cuidado de sus mayores',
  );
  await expectSpanish(page, '/');
  await expectAccessibleInBothThemes(page, '/ in Spanish');

  // The switch to English and back, each a page in its language.
  const languages = page.getByRole('navigation', { name: 'Idioma' });
  await languages.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Don't Face Eldercare Alone");
  // The check that finds no English on the Spanish pages finds it here: it sees what it looks for.
  expect(await englishLeftOn(page)).toEqual(
    expect.arrayContaining(["Don't Face Eldercare Alone", 'How It Works']),
  );
  await page
    .getByRole('navigation', { name: 'Language' })
    .getByRole('link', { name: 'Español' })
    .click();
  await expect(page).toHaveURL('/?lang=es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'No afronte en soledad el cuidado de sus mayores',
  );

  // Sign-up: the form, the code step and both emails in Spanish.
  const email = newEmail();
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();
  await expectSpanish(page, '/signup');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(JOURNEY_PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(JOURNEY_PASSWORD);
  await page.getByRole('checkbox', { name: /Acepto los Términos del servicio/ }).check();
  await expectSpanish(page, '/signup, filled in');
  await expectAccessibleInBothThemes(page, '/signup in Spanish, filled in');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL('/mfa');
  await expect(
    page.getByText(`Escriba el código de 6 dígitos que enviamos a ${email}`),
  ).toBeVisible();
  await expectSpanish(page, '/mfa');
  await expectAccessibleInBothThemes(page, '/mfa in Spanish');
  const code = await waitForCode(email);
  const mails = await messagesTo(email);
  const codeMail = mails.find((mail) => mail.text.includes(code));
  expect(codeMail?.subject).toBe('Su código de verificación de PlanMyEldercare');
  expect(codeMail?.text).toContain(`Su código de verificación es: ${code}`);
  expect(codeMail?.text).toContain('Escriba este código de 6 dígitos');
  const confirmMail = mails.find(
    (mail) => mail.subject === 'Confirme su cuenta de PlanMyEldercare',
  );
  expect(confirmMail?.text).toContain('Le damos la bienvenida a PlanMyEldercare.');
  expect(confirmMail?.text).toContain('Confirme su dirección de correo electrónico');
  // Not a word of English around them.
  for (const mail of [codeMail, confirmMail]) {
    expect(mail?.text).not.toMatch(/\b(the|your|you|this|please|code|minutes)\b/i);
  }

  await page.getByRole('textbox', { name: 'Dígito 1 de 6' }).click();
  await page.keyboard.type(code, { delay: 30 });
  await expect(page).toHaveURL('/app');
  // The welcome video has its own journeys; closed on the account here.
  await markWelcomeSeen(page.request);

  // The dashboard.
  await page.goto('/app');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Su lista de tareas de cuidado' }),
  ).toBeVisible();
  await expectSpanish(page, '/app');
  await expectAccessibleInBothThemes(page, '/app in Spanish');

  // A library task: its title, steps and guidance in Spanish.
  const planId = await ownPlanId(page);
  const es = starter('es');
  const card = await openStarter(page, planId, es.title);
  for (const step of es.subtasks) await expect(card.getByText(step, { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Mostrar notas' }).click();
  await expect(card.getByRole('region', { name: 'Orientación de PlanMyEldercare' })).toContainText(
    es.guidance.slice(0, 60),
  );
  await expectSpanish(page, '/app?category=housing with a task and its guidance open');
  await expectAccessibleInBothThemes(page, '/app?category=housing in Spanish, guidance open');

  // The emergency sheet of a full care profile, in Spanish on one A4 and one Letter page.
  const saved = await page.request.put(`/api/plans/${planId}/care-profile`, {
    headers: { origin: E2E_BASE_URL },
    data: { version: 0, profile: fullCareProfile },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto('/emergency-sheet');
  await expect(page.getByRole('heading', { level: 1, name: 'Hoja de emergencia' })).toBeVisible();
  await expect(page.getByText('Margaret Rose Ellis')).toBeVisible();
  // Dates as a reader of es-US writes them, the time in the plan's zone, which it names.
  await expect(
    page.getByText(/^datos al \d{1,2} [a-z]{3,4}\.?, \d{1,2}:\d{2}\s?[ap]\.\s?m\. \([\w/+-]+\)$/),
  ).toBeVisible();
  await expect(page.getByText(/^12 de marzo de 1941 \(\d+ años\)$/)).toBeVisible();
  // The profile is what the family typed, in English here: only the product's words are checked.
  await expectSpanish(page, '/emergency-sheet', typedIn(fullCareProfile));
  await expectAccessibleInBothThemes(page, '/emergency-sheet in Spanish');
  for (const format of ['A4', 'Letter'] as const) {
    expect(pageCount(await page.pdf({ format })), `pages on ${format}`).toBe(1);
  }
});

test('two members of one plan, one reading Spanish and one English: a library task in each one’s language, what they typed as typed', async ({
  page,
  browser,
}) => {
  // The owner's browser asks for es-US (this file's), the caregiver's for en-US; neither has
  // chosen a language on their account.
  await signedInAccount(page);
  const planId = await ownPlanId(page);
  const english = await browser.newContext({ locale: 'en-US', viewport: PHONE });
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
