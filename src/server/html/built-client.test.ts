import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBuiltClient } from './built-client';

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
