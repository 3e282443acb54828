import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectAccessibleScreen } from './support/a11y-screen';
import { invitationLink } from './support/mailbox';
import { E2E_BASE_URL } from './support/ports';
import { signedInAccount, verifiedAccount } from './support/sign-in';

// The care profile in the browser (issue 35), on a phone: a caregiver of a shared plan fills in
// the person's essentials and uploads a PDF; a viewer of the same plan reads it all and can
// change nothing.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

/** A small, well-formed PDF: its type is read from these bytes on the server. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** An owner (through the API) whose plan `member` joins with `role`: the plan's id. */
async function joinedPlan(
  owner: APIRequestContext,
  member: { request: APIRequestContext; email: string },
  role: 'caregiver' | 'viewer',
): Promise<string> {
  const headers = { origin: E2E_BASE_URL };
  const plans = await (await owner.get('/api/plans')).json();
  const planId = plans[0].id as string;
  const invited = await owner.post(`/api/plans/${planId}/invitations`, {
    headers,
    data: { email: member.email, role },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const token = new URL(await invitationLink(member.email)).hash.slice(1);
  const accepted = await member.request.post('/api/invitations/accept', {
    headers,
    data: { token },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return planId;
}

test('a caregiver fills in the care profile and uploads a PDF on a phone', async ({
  page,
  playwright,
}) => {
  test.setTimeout(90_000);
  const { email } = await signedInAccount(page);
  const owner = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  await verifiedAccount(owner);
  const planId = await joinedPlan(owner, { request: page.request, email }, 'caregiver');
  await owner.dispose();

  await page.goto(`/care-profile?plan=${planId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Care profile' })).toBeVisible();
  await expect(page.getByText('Nothing has been saved yet.')).toBeVisible();

  await page.getByLabel('Full name').fill('Margaret Ellis');
  await page.getByLabel('Date of birth').fill('1941-03-09');
  await page.getByLabel('Allergies').fill('Penicillin (rash)');
  await page.getByRole('button', { name: 'Add medication' }).click();
  await page.getByLabel('Medication name').fill('Metformin');
  await page.getByLabel('Dose').fill('500 mg');
  await page.getByLabel('When it is taken').fill('Morning and evening');
  await page.getByRole('button', { name: 'Add contact' }).click();
  await page.getByLabel('Role').fill('Primary doctor');
  await page.getByLabel('Name', { exact: true }).fill('Dr Patel');
  await page.getByLabel('Phone').fill('+44 20 7946 0010');
  await page.getByLabel('Power of attorney held by').fill('David Ellis (son)');
  await page.getByLabel('Resuscitation').selectOption('dnr');
  await expectAccessibleScreen(page, '/care-profile filled in');
  await page.getByRole('button', { name: 'Save care profile' }).click();
  await expect(page.getByText('Care profile saved')).toBeVisible();
  await expect(page.getByText(`Last saved`)).toContainText(email);

  await page.getByLabel('Upload a document').setInputFiles({
    name: 'power-of-attorney.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.getByText('power-of-attorney.pdf uploaded.')).toBeVisible();
  const download = page.getByRole('link', { name: 'Download power-of-attorney.pdf' });
  await expect(download).toBeVisible();

  // A file that only calls itself a PDF is refused, in words, beside the control.
  await page.getByLabel('Upload a document').setInputFiles({
    name: 'notes.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('Just some words'),
  });
  await expect(page.getByText('Only PDF, JPEG, PNG or HEIC files can be kept here.')).toBeVisible();
  await expectAccessibleScreen(page, '/care-profile with a document and a refusal');

  // What was saved is what comes back, rendered by the server with its data.
  await page.reload();
  await expect(page.getByLabel('Full name')).toHaveValue('Margaret Ellis');
  await expect(page.getByLabel('Medication name')).toHaveValue('Metformin');
  await expect(page.getByLabel('Resuscitation')).toHaveValue('dnr');
  await expect(download).toBeVisible();
  const file = await page.request.get(
    (await download.getAttribute('href')) ?? '/missing-document-link',
  );
  expect(file.status()).toBe(200);
  expect(file.headers()['content-disposition']).toMatch(/^attachment;/);
  expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);
});

test('a viewer reads the care profile and its documents but cannot change them', async ({
  page,
  playwright,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const { email } = await signedInAccount(page);
  const owner = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  await verifiedAccount(owner);
  const planId = await joinedPlan(owner, { request: page.request, email }, 'viewer');
  const headers = { origin: E2E_BASE_URL };
  const saved = await owner.put(`/api/plans/${planId}/care-profile`, {
    headers,
    data: {
      version: 0,
      profile: {
        fullName: 'Margaret Ellis',
        dateOfBirth: '1941-03-09',
        conditions: 'Type 2 diabetes',
        allergies: 'Penicillin (rash)',
        medications: [
          { name: 'Metformin', dose: '500 mg', schedule: 'Morning', prescriber: '', pharmacy: '' },
        ],
        contacts: [
          { role: 'Primary doctor', name: 'Dr Patel', phone: '+44 20 7946 0010', address: '' },
        ],
        insuranceProvider: 'Medicare',
        insuranceMemberNumber: '1EG4-TE5-MK73',
        powerOfAttorney: 'David Ellis (son)',
        advanceDirective: 'yes',
        advanceDirectiveLocation: 'Blue folder, hall cupboard',
        dnrStatus: 'dnr',
        notes: '',
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const uploaded = await owner.post(`/api/plans/${planId}/documents`, {
    headers,
    multipart: { file: { name: 'directive.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await owner.dispose();

  await page.goto(`/care-profile?plan=${planId}`);
  await expect(
    page.getByText(
      'You can view this care profile. Ask an owner to make you a caregiver to edit it.',
    ),
  ).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('Margaret Ellis');
  await expect(main).toContainText('Penicillin (rash)');
  await expect(main).toContainText('Metformin');
  await expect(main).toContainText('Blue folder, hall cupboard');
  await expect(main.getByRole('link', { name: 'Download directive.pdf' })).toBeVisible();
  // Nothing to type into, save, upload or delete.
  await expect(main.getByRole('textbox')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Save care profile' })).toHaveCount(0);
  await expect(main.getByLabel('Upload a document')).toHaveCount(0);
  await expect(main.getByRole('button', { name: /^Delete / })).toHaveCount(0);
  await expectAccessible();
});
