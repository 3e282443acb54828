import { execFileSync } from 'node:child_process';
import { i18n as browserI18n } from '@lingui/core';
import { act } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../shared/i18n/locales';
import { appRoutes } from '../shared/routes';
import { loadNotFoundPage, pages } from './app/pages';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { loadRoutesAt } from './app/routes';
import { prerenderPaths } from './entry-server';
import { loadI18n } from './lib/i18n';

// A prerendered page at build time (entry-server.tsx) is hydrated by main.tsx's tree. React's
// development build reports any difference between the two (text, attributes, structure),
// which the production build the journeys run leaves silent: so the check is here.
// The pages are prerendered in a separate Node process, as the build does: React's server and client
// renderers share context state within one JavaScript realm, so rendering and hydrating in the
// same one breaks the second render in ways no browser ever sees.
// The separate process loads the page through Vite's own server-side module loading, so the
// code runs as the build runs it: Lingui's macros compiled (record 100).
let prerendered: Record<string, string> = {};
beforeAll(() => {
  const script = `import { createServer } from 'vite';
    const vite = await createServer({ server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom', logLevel: 'error' });
    const { prerenderLanguages, prerenderPaths, renderPath } = await vite.ssrLoadModule('/src/client/entry-server.tsx');
    const pages = {};
    for (const { locale } of prerenderLanguages)
      for (const path of prerenderPaths) pages[locale + ' ' + path] = await renderPath(path, locale);
    await vite.close();
    process.stdout.write(JSON.stringify(pages));`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  prerendered = JSON.parse(output) as Record<string, string>;
}, 120_000);
const renderPath = async (path: string, locale: Locale = 'en-US') => {
  const html = prerendered[`${locale} ${path}`];
  if (!html) throw new Error(`${path} was not prerendered in ${locale}`);
  return html;
};

const publicPaths = prerenderPaths.filter(
  (path) =>
    path === '*' ||
    appRoutes.some(
      (route) =>
        route.path === new URL(path, 'http://localhost').pathname && route.access === 'public',
    ),
);

let root: Root | undefined;
afterEach(() => {
  document.documentElement.lang = 'en';
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Errors React recovered from by rendering the page again in the browser (a text mismatch). */
let recovered: string[] = [];

async function hydrate(path: string, html: string, locale: Locale = 'en-US') {
  recovered = [];
  window.history.replaceState(null, '', path === '*' ? '/no-such-page' : path);
  // As a page arrives: the server wrote its locale, and no word is loaded yet; then, as main.tsx
  // does, the page's code and its feature's words are there before the router is made. The
  // routes keep a page they loaded, so its loader is asked again for this language's words.
  document.documentElement.lang = locale;
  for (const language of ['es', 'en'])
    browserI18n.loadAndActivate({ locale: language, messages: {} });
  const pathname = window.location.pathname;
  await loadRoutesAt(pathname);
  await (pages[pathname as keyof typeof pages] ?? loadNotFoundPage)();
  const i18n = await loadI18n(locale);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <Providers i18n={i18n}>
          <RouterProvider router={createRouter()} />
        </Providers>
      </StrictMode>,
      { onRecoverableError: (error) => recovered.push(String(error)) },
    );
  });
  // The page's own chunk loads lazily; hydration finishes once it is there.
  await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  return container;
}

function hydrationErrors(spy: { mock: { calls: unknown[][] } }) {
  return [
    ...recovered,
    ...spy.mock.calls
      .map((call) => call.map(String).join(' '))
      .filter((message) => /hydrat|did(n't| not) match/i.test(message)),
  ];
}

describe('prerendered pages', () => {
  for (const locale of ['en-US', 'es-US'] as const) {
    for (const path of publicPaths) {
      it(`${path} in ${locale} hydrates with no difference from what the build rendered`, async () => {
        const html = await renderPath(path, locale);
        const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
        const container = await hydrate(path, html, locale);
        expect(hydrationErrors(errors)).toEqual([]);
        expect(container.querySelector('h1')).not.toBeNull();
      });
    }
  }

  it('would report a page hydrated in another language than it was rendered in', async () => {
    const html = await renderPath('*', 'es-US');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await hydrate('*', html, 'en-US');
    expect(hydrationErrors(errors).length).toBeGreaterThan(0);
  });

  it('would report a page that renders differently in the browser', async () => {
    const html = (await renderPath('/login')).replace('Welcome Back', 'Welcome Bak');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await hydrate('/login', html);
    expect(hydrationErrors(errors).length).toBeGreaterThan(0);
  });

  it('hydrates a stored dark theme without a difference, then applies it', async () => {
    localStorage.setItem('ui-theme', 'dark');
    const html = await renderPath('/');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await hydrate('/', html);
    expect(hydrationErrors(errors)).toEqual([]);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(document.querySelector('[aria-pressed="true"]')?.textContent).toBe('Dark');
  });
});
