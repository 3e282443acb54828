import { expect, test } from './fixtures';

test('an unknown path shows the 404 page, whose link leads home', async ({
  page,
  expectAccessible,
}) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expectAccessible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expectAccessible();
});

for (const { path, heading, sections } of [
  {
    path: '/terms-of-service',
    heading: 'Terms of Service',
    sections: [
      'Introduction',
      'Accounts',
      'Subscription Plans',
      'HIPAA',
      'Modifications',
      'Governing Law',
      'Contact',
    ],
  },
  {
    path: '/privacy-policy',
    heading: 'Privacy Policy',
    sections: [
      'Information We Collect',
      'How We Use Your Information',
      'HIPAA Practices',
      'Information Sharing',
      'Data Security',
      'Your Rights',
      'Contact Us',
    ],
  },
]) {
  test(`${heading}: full content, last updated, and Return to Home`, async ({
    page,
    expectAccessible,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(`${heading} - PlanMyEldercare`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('Last updated: April 16, 2025')).toBeVisible();
    for (const section of sections) {
      await expect(
        page.getByRole('heading', { level: 2, name: new RegExp(`^\\d+\\. ${section}$`) }),
      ).toBeVisible();
    }
    await expectAccessible();
    await page.getByRole('link', { name: 'Return to Home' }).first().click();
    await expect(page).toHaveURL('/');
  });
}

test('a theme choice survives a reload, and light is the default', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/terms-of-service');
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Dark' }).click();
  await expect(html).toHaveClass(/dark/);
  await expect(page.getByRole('button', { name: 'Dark' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible();
  await page.reload();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('ui-theme'))).toBe('dark');
  // A page of the app opens in it too, and keeps it once hydrated (the sweeps switch themes on
  // a page already open: a11y-screen.ts).
  await page.goto('/login');
  await expect(html).toHaveClass(/dark/);
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await expect(html).toHaveClass(/dark/);
  await expectAccessible();
  await page.goto('/terms-of-service');
  await page.getByRole('button', { name: 'Light' }).click();
  await expect(html).not.toHaveClass(/dark/);
});

test('pages are usable on a phone-sized screen', async ({ page, expectAccessible }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/privacy-policy');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole('link', { name: 'Return to Home' }).first()).toBeVisible();
  await expectAccessible();
});
