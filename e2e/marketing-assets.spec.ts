import fs from 'node:fs';
import type { Download } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectHydrated } from './support/hydration';

// Issue 13: the influencer list and its CSV, the logos and their PNG downloads, the premium
// access page, and what search engines are told.

async function saved(download: Download): Promise<Buffer> {
  const path = await download.path();
  return fs.readFileSync(path);
}

/** A CSV line split into its cells (every cell quoted, quotes doubled). */
function cells(line: string): string[] {
  return [...line.matchAll(/"((?:[^"]|"")*)"(?:,|$)/g)].map((match) =>
    (match[1] ?? '').replace(/""/g, '"'),
  );
}

test("/influencer-list: 20 prospects and a CSV with the spec's columns, quoted", async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/influencer-list');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Eldercare Influencer & Partner List',
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('article')).toHaveCount(20);
  await expect(page.getByRole('heading', { level: 2, name: 'Outreach Tips' })).toBeVisible();
  for (const tip of [
    'Email first',
    'Lead with audience value',
    'Use social proof',
    'Start small',
    'Follow up',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: tip })).toBeVisible();
  }
  await expect(
    page.getByText('Most partnerships take 3-5 touchpoints', { exact: false }),
  ).toBeVisible();
  for (const link of await page.locator('a[href^="http"]').all()) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expectAccessible();

  const button = page.getByRole('button', { name: 'Download CSV List' });
  await expectHydrated(button);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('eldercare-influencer-list.csv');
  const lines = (await saved(download)).toString('utf8').split('\r\n');
  expect(cells(lines[0] ?? '')).toEqual([
    'Name',
    'Organization',
    'Niche',
    'Email',
    'Phone',
    'Website',
    'Instagram',
    'YouTube',
    'Facebook',
    'LinkedIn',
    'Followers',
    'Notes',
  ]);
  expect(lines).toHaveLength(22);
  const maria = cells(lines.find((line) => line.startsWith('"Maria Delgado"')) ?? '');
  expect(maria).toHaveLength(12);
  expect(maria[4]).toBe('(305) 555-0114');
  expect(maria[11]).toContain('open to guest posts, webinars and "tools I use" roundups');
  const noPhone = cells(lines.find((line) => line.startsWith('"Dr. Anita Shah"')) ?? '');
  expect(noPhone[4]).toBe('');
});

test('/social-media-logo: two 512 x 512 logos, each saved as its PNG', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/social-media-logo');
  const canvases = page.locator('canvas');
  await expect(canvases).toHaveCount(2);
  for (const canvas of await canvases.all()) {
    await expect(canvas).toHaveAttribute('width', '512');
    await expect(canvas).toHaveAttribute('height', '512');
  }
  await expectAccessible();

  const buttons = page.getByRole('button', { name: 'Download PNG Image' });
  await expect(buttons).toHaveCount(2);
  const files: Record<string, Buffer> = {};
  for (const button of await buttons.all()) {
    await expectHydrated(button);
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    files[download.suggestedFilename()] = await saved(download);
  }
  expect(Object.keys(files).sort()).toEqual([
    'planmyeldercare-logo-circle.png',
    'planmyeldercare-logo.png',
  ]);
  for (const png of Object.values(files)) {
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // IHDR: width and height, big-endian, right after the chunk's type.
    expect(png.readUInt32BE(16)).toBe(512);
    expect(png.readUInt32BE(20)).toBe(512);
    // Rendered, not blank: a PNG of a blank canvas is far smaller.
    expect(png.length).toBeGreaterThan(5_000);
  }
});

test('/logo-showcase: five logo styles and a way back home', async ({ page, expectAccessible }) => {
  await page.goto('/logo-showcase');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Default',
    'Bold',
    'Elegant',
    'Modern',
    'Friendly',
  ]);
  await expectAccessible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL('/');
});

test('/premium-subscription-access asks support for premium community access by email', async ({
  page,
  expectAccessible,
}) => {
  await page.goto('/premium-subscription-access');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thank you for purchasing Premium Access!',
  );
  const request = page.getByRole('link', { name: 'Request Premium Community Access' });
  const href = new URL((await request.getAttribute('href')) ?? '');
  expect(href.protocol).toBe('mailto:');
  expect(href.pathname).toBe('support@planmyeldercare.com');
  expect(href.searchParams.get('subject')).toBe('Premium Subscription Upgrade Request');
  expect(href.searchParams.get('body')).toContain('upgrade my PlanMyEldercare account to premium');
  await expectAccessible();
});

test('robots.txt and sitemap.xml name the public pages, not the internal ones', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toMatch(/<loc>[^<]+\/checklist<\/loc>/);
  expect(sitemap).toMatch(/<loc>[^<]+\/original-homepage<\/loc>/);
  expect(sitemap).not.toContain('/influencer-list');
  expect(sitemap).not.toContain('/membership-upsell');
});
