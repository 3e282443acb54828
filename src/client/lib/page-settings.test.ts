import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageSettingsData } from '../../shared/page-head';
import { findRoute } from '../../shared/routes';

// The settings the server put in the page: the app's head on navigation follows the admins' SEO
// settings, and a route change across the edge of the custom code is a full page load.

async function withSettings(data: PageSettingsData | undefined) {
  document.head.innerHTML = data
    ? `<script type="application/json" id="page-settings">${JSON.stringify(data)}</script>`
    : '';
  vi.resetModules();
  return import('./page-settings');
}

afterEach(() => {
  document.head.innerHTML = '';
});

describe('pageHeadFor', () => {
  it('gives the saved title and description over the route’s own, and noindex where set', async () => {
    const { pageHeadFor } = await withSettings({
      seo: { '/': { title: 'Plan care together', metaDescription: '', noIndex: true } },
      customCode: false,
      customCodeHere: false,
    });
    expect(pageHeadFor('/')).toEqual({
      title: 'Plan care together',
      // An empty saved description keeps the route's own.
      description: findRoute('/')?.description,
      noIndex: true,
    });
    expect(pageHeadFor('/login')).toMatchObject({
      title: 'Sign in - PlanMyEldercare',
      noIndex: false,
    });
    expect(pageHeadFor('/app').noIndex).toBe(true);
    expect(pageHeadFor('/nowhere')).toMatchObject({ title: 'Page not found - PlanMyEldercare' });
  });

  it('falls back to the route table without settings', async () => {
    const { pageHeadFor } = await withSettings(undefined);
    expect(pageHeadFor('/').title).toBe(
      'PlanMyEldercare - Eldercare planning for family caregivers',
    );
  });
});

describe('crossesCustomCode', () => {
  it('from a page with custom code: every page without it needs a full load', async () => {
    const { crossesCustomCode } = await withSettings({
      seo: {},
      customCode: true,
      customCodeHere: true,
    });
    expect(crossesCustomCode('/privacy-policy')).toBe(false);
    for (const path of ['/app', '/profile', '/login', '/mfa', '/admin', '/nowhere']) {
      expect(crossesCustomCode(path), path).toBe(true);
    }
  });

  it('from a page without it: only pages that carry it need a full load', async () => {
    const { crossesCustomCode } = await withSettings({
      seo: {},
      customCode: true,
      customCodeHere: false,
    });
    expect(crossesCustomCode('/')).toBe(true);
    expect(crossesCustomCode('/app')).toBe(false);
    expect(crossesCustomCode('/login')).toBe(false);
  });

  it('never, when the site has no custom code', async () => {
    const { crossesCustomCode } = await withSettings({
      seo: {},
      customCode: false,
      customCodeHere: false,
    });
    expect(crossesCustomCode('/')).toBe(false);
    expect(crossesCustomCode('/app')).toBe(false);
  });
});
