import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findRoute } from '../../shared/routes';
import { modulePreloadsFor, readBuiltClient } from './built-client';

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-built-'));
afterAll(() => fs.rmSync(clientDir, { recursive: true, force: true }));

describe('readBuiltClient', () => {
  it('puts the stylesheet into the template, so the first paint waits for no request', () => {
    fs.mkdirSync(path.join(clientDir, 'assets'));
    fs.writeFileSync(path.join(clientDir, 'assets', 'index-abc.css'), 'body{color:red}');
    fs.writeFileSync(
      path.join(clientDir, 'index.html'),
      '<head><script type="module" crossorigin src="/assets/index-abc.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>',
    );
    fs.writeFileSync(
      path.join(clientDir, 'content-page.html'),
      '<head><script type="module" crossorigin src="/assets/content-page-abc.js"></script>\n<link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head>',
    );
    const built = readBuiltClient(clientDir);
    if ('missing' in built) throw new Error(built.missing);
    expect(built.template).toBe(
      '<head><script type="module" crossorigin src="/assets/index-abc.js"></script>\n<style>body{color:red}</style></head>',
    );
    expect(built.contentTemplate).toBe(
      '<head><script type="module" crossorigin src="/assets/content-page-abc.js"></script>\n<style>body{color:red}</style></head>',
    );
  });
});

describe('modulePreloadsFor', () => {
  const preloads = {
    app: ['/assets/main.js', '/assets/framework.js'],
    guards: ['/assets/guards.js', '/assets/framework.js'],
    pages: {
      '/app': ['/assets/dashboard.js', '/assets/framework.js'],
      '/demo': ['/assets/demo.js'],
      '/login': ['/assets/login.js'],
    },
  };

  it("lists a signed-in page's app, guards and page, each script once", () => {
    expect(modulePreloadsFor(preloads, findRoute('/app'))).toEqual([
      '/assets/main.js',
      '/assets/framework.js',
      '/assets/guards.js',
      '/assets/dashboard.js',
    ]);
  });

  it('lists a public app page without the guards, and nothing for a page sent without the app', () => {
    // The demo's overview is a content page; an open category is rendered by the app (record 068).
    expect(modulePreloadsFor(preloads, findRoute('/demo'), '?category=health')).toEqual([
      '/assets/main.js',
      '/assets/framework.js',
      '/assets/demo.js',
    ]);
    expect(modulePreloadsFor(preloads, findRoute('/demo'))).toEqual([]);
    expect(modulePreloadsFor(preloads, findRoute('/demo'), '?utm_source=mail')).toEqual([]);
    expect(modulePreloadsFor(preloads, findRoute('/login'))).toEqual([]);
    expect(modulePreloadsFor(undefined, findRoute('/app'))).toEqual([]);
  });

  it("lists the page's language's common words and its own feature's, not another page's", () => {
    const withWords = {
      ...preloads,
      catalogs: {
        en: { common: ['/assets/common-en.js'], pages: { '/app': ['/assets/tasks-en.js'] } },
        es: {
          common: ['/assets/common-es.js'],
          pages: { '/app': ['/assets/tasks-es.js'], '/demo': ['/assets/demo-es.js'] },
        },
      },
    };
    expect(modulePreloadsFor(withWords, findRoute('/app'), '', 'es')).toEqual([
      '/assets/main.js',
      '/assets/framework.js',
      '/assets/common-es.js',
      '/assets/guards.js',
      '/assets/dashboard.js',
      '/assets/tasks-es.js',
    ]);
    expect(modulePreloadsFor(withWords, findRoute('/app'))).toEqual([
      '/assets/main.js',
      '/assets/framework.js',
      '/assets/common-en.js',
      '/assets/guards.js',
      '/assets/dashboard.js',
      '/assets/tasks-en.js',
    ]);
  });
});
