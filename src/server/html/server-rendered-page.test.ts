import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { libraryEs } from '../../shared/content/library/es/library-es';
import { library } from '../../shared/content/library/library';
import type { SessionState } from '../../shared/schemas/auth';
import type { Task } from '../../shared/schemas/tasks';
import {
  DEHYDRATED_STATE_ELEMENT_ID,
  RENDERED_FOR_HEADER,
  RENDERED_PLAN_HEADER,
} from '../../shared/server-rendered-page';
import { createTestApp, type TestApp } from '../test/test-app';
import type { SignedInRenderer } from './built-client';
import { BODY_SLOT, HEAD_SLOT } from './render-page';

// A signed-in page rendered on the server for its request (record 054): the server hands the
// client's rendering an API reader acting as the request's visitor, and puts what it rendered, and
// the queries it was rendered with, into the page. The rendering itself is the client's
// (entry-server.tsx, checked by the journeys); here a small one that reads the session through
// the reader stands in for it, so the server's part is checked: who is rendered for, what the
// page carries, and what happens when rendering is refused or fails.

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-client-'));
const template = `<!doctype html><html><head><title>x</title>${HEAD_SLOT}</head><body><div id="root">${BODY_SLOT}</div></body></html>`;
fs.writeFileSync(path.join(clientDir, 'index.html'), template);
const FRAME = '<main><p>Loading</p></main>';

const renderedFor: string[] = [];
let failNext = false;
const renderSignedIn: SignedInRenderer = async (url, _locale, readApi) => {
  renderedFor.push(url);
  if (failNext) {
    failNext = false;
    throw new Error('the rendering failed');
  }
  const session = (await readApi('/api/auth/session')) as SessionState | undefined;
  if (session?.session.status !== 'active') return undefined;
  // A sheet's plan, as the client's rendering decides it (rendered-pages.ts): 'theirs' or not.
  const plan = new URL(url, 'http://localhost').searchParams.get('plan');
  if (plan === 'not-theirs') return { notMember: true };
  const tasks = await readApi('/api/tasks/overview');
  return {
    body: `<main><h1>Dashboard of ${session.user.email}</h1></main>`,
    dehydratedState: { session, tasks, note: '</script><script>alert(1)</script>' },
    userId: session.user.id,
    ...(plan ? { planId: plan } : {}),
  };
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    client: {
      dir: clientDir,
      template,
      contentTemplate: template,
      prerendered: {
        en: {
          '/app': FRAME,
          '/emergency-sheet': FRAME,
          '/login': '<main><h1>Sign in</h1></main>',
        },
      },
      renderSignedIn,
    },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** The JSON block of queries a page carries. */
function dehydratedStateOf(html: string): unknown {
  const block = new RegExp(
    `<script type="application/json" id="${DEHYDRATED_STATE_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return block ? JSON.parse(block[1] ?? '') : undefined;
}

describe('a signed-in page rendered for its request', () => {
  it('is rendered with what the signed-in person may read, kept from every cache', async () => {
    const { api, email } = await t.signedInUser();
    renderedFor.length = 0;
    const page = await api.get('/app?category=housing');
    expect(page.status).toBe(200);
    expect(renderedFor).toEqual(['/app?category=housing']);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    // Whose data it holds: the service worker keeps an emergency sheet only from such a page.
    const session = await api.get('/api/auth/session');
    expect(page.headers.get(RENDERED_FOR_HEADER)).toBe(session.json.user.id);
    expect(page.text).toContain(`<div id="root"><main><h1>Dashboard of ${email}</h1></main></div>`);
    const queries = dehydratedStateOf(page.text) as {
      session: SessionState;
      tasks: { tasks: unknown[] };
      note: string;
    };
    expect(queries.session.user.email).toBe(email);
    expect(queries.tasks.tasks).toHaveLength(14);
    // No text in the block can end it early.
    expect(queries.note).toBe('</script><script>alert(1)</script>');
    expect(page.text).not.toContain('<script>alert(1)');
    // Its data is in the page: nothing is preloaded.
    expect(page.text).not.toContain('rel="preload"');
  });

  it('reads its data in the locale the page decided: a first `?lang=es` before its cookie is kept', async () => {
    const { api } = await t.signedInUser();
    // Signed in with English kept as the choice (the account's, since its sign-up).
    expect(api.cookies.get('pme_locale')).toBe('en-US');
    const page = await api.get('/app?lang=es');
    // The page decided Spanish, and keeps it as the choice from this answer on.
    expect(api.cookies.get('pme_locale')).toBe('es-US');
    const { tasks } = dehydratedStateOf(page.text) as { tasks: { tasks: Task[] } };
    const english = library.map((entry) => entry.title);
    const spanish = library.map((entry) => libraryEs[entry.key]?.title);
    expect(tasks.tasks.length).toBeGreaterThan(0);
    for (const task of tasks.tasks) {
      expect(spanish, task.title).toContain(task.title);
      expect(english, task.title).not.toContain(task.title);
    }
  });

  it('is sent as its frame without a session, with a session ended, or with two-factor pending', async () => {
    renderedFor.length = 0;
    const anonymous = await t.app.request('/app');
    expect(await anonymous.text()).toContain(`<div id="root">${FRAME}</div>`);
    expect(anonymous.headers.get('cache-control')).toBe('no-cache');
    expect(anonymous.headers.get(RENDERED_FOR_HEADER)).toBeNull();
    expect(renderedFor).toEqual([]);

    const ended = await t.app.request('/app', { headers: { cookie: 'pme_session=not-a-session' } });
    expect(await ended.text()).toContain(`<div id="root">${FRAME}</div>`);
    expect(renderedFor).toEqual(['/app']);

    const { api } = await t.signUp();
    const pending = await api.get('/app');
    expect(pending.text).toContain(`<div id="root">${FRAME}</div>`);
    expect(dehydratedStateOf(pending.text)).toBeUndefined();
  });

  it('answers 404 with the frame for a plan that is not the current user’s, and names the plan it was rendered for', async () => {
    const { api } = await t.signedInUser();
    const refused = await api.get('/emergency-sheet?plan=not-theirs');
    expect(refused.status).toBe(404);
    expect(refused.text).toContain(`<div id="root">${FRAME}</div>`);
    expect(refused.headers.get(RENDERED_FOR_HEADER)).toBeNull();
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(dehydratedStateOf(refused.text)).toBeUndefined();

    const rendered = await api.get('/emergency-sheet?plan=theirs');
    expect(rendered.status).toBe(200);
    expect(rendered.headers.get(RENDERED_PLAN_HEADER)).toBe('theirs');
    expect((await api.get('/app')).headers.get(RENDERED_PLAN_HEADER)).toBeNull();
  });

  it('is sent as its frame when rendering fails, and public pages are never rendered so', async () => {
    const { api } = await t.signedInUser();
    failNext = true;
    const failed = await api.get('/app');
    expect(failed.status).toBe(200);
    expect(failed.text).toContain(`<div id="root">${FRAME}</div>`);

    renderedFor.length = 0;
    const login = await api.get('/login');
    expect(login.text).toContain('<h1>Sign in</h1>');
    expect(renderedFor).toEqual([]);
  });
});
