import { fullCareProfile } from '../src/server/test/full-care-profile';
import { expect, test } from './fixtures';
import { ownPlanId, pageCount, saveProfile } from './support/emergency-sheet';
import { englishLeftOn } from './support/english-left';
import {
  expectAccessibleInBothThemes,
  expectSpanish,
  openStarter,
  PHONE,
  starter,
  typedIn,
} from './support/in-spanish';
import { messagesTo, waitForCode } from './support/mailbox';
import { JOURNEY_PASSWORD, markWelcomeSeen, newEmail } from './support/sign-in';

// Issue 59's journey in Spanish, on a phone whose browser asks for es-US: the landing, sign-up
// with the emailed code (the emails in Spanish), the dashboard, a library task's guidance, the
// emergency sheet printed on one page. On each state: no English catalog message or library
// word on the page (support/english-left.ts), and axe in both themes. Two members of one plan,
// one in each language: in-spanish-two-members.spec.ts.

test.use({ viewport: PHONE, locale: 'es-US' });

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
  await saveProfile(page, planId, fullCareProfile);
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
