import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_SLOT, HEAD_SLOT } from '../html/render-page';
import { createTestApp, type TestApp } from '../test/test-app';

// Pages and the build's scripts in Brotli to a browser that takes it (record 073).

const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-client-'));
const template = `<!doctype html><html><head><title>x</title>${HEAD_SLOT}</head><body><div id="root">${BODY_SLOT}</div></body></html>`;
// A page long enough to compress, varied enough that Brotli's qualities differ.
const landing = Array.from(
  { length: 400 },
  (_, i) => `<p class="text-lg leading-${i % 9} mt-${i % 13}">Care step ${i * 7919}</p>`,
).join('');
const script = `export const steps = [${Array.from({ length: 500 }, (_, i) => `'step ${i}'`).join(',')}];`;

let t: TestApp;
beforeAll(async () => {
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'assets', 'app.js'), script);
  fs.writeFileSync(path.join(clientDir, 'assets', 'app.js.br'), zlib.brotliCompressSync(script));
  t = await createTestApp({
    client: {
      dir: clientDir,
      template,
      contentTemplate: template,
      // Two pages: the second is first asked for by the test of what is kept.
      prerendered: { en: { '/': landing, '/terms-of-service': landing } },
    },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding: string) =>
  t.app.request(url, { headers: { 'Accept-Encoding': acceptEncoding } });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

describe('a page', () => {
  it('is sent in Brotli to a browser that takes it, in gzip to one that takes only gzip', async () => {
    const plain = await (await get('/', 'identity')).text();
    expect(plain).toContain('Care step 7919');

    const brotli = await get('/', 'gzip, deflate, br, zstd');
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(brotli.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    const sent = await bytesOf(brotli);
    expect(Number(brotli.headers.get('Content-Length'))).toBe(sent.length);
    expect(zlib.brotliDecompressSync(sent).toString()).toBe(plain);

    const gzip = await get('/', 'gzip, deflate');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(zlib.gunzipSync(await bytesOf(gzip)).toString()).toBe(plain);
    // Refused by its weight: not Brotli.
    expect((await get('/', 'gzip, br;q=0')).headers.get('Content-Encoding')).toBe('gzip');
  });

  it('anyone may be sent is kept at Brotli’s best once compressed, and sent so from then on', async () => {
    const first = await bytesOf(await get('/terms-of-service', 'br'));
    let later = first;
    for (let tries = 0; tries < 100 && later.length >= first.length; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      later = await bytesOf(await get('/terms-of-service', 'br'));
    }
    expect(later.length).toBeLessThan(first.length);
    expect(zlib.brotliDecompressSync(later).equals(zlib.brotliDecompressSync(first))).toBe(true);
  });
});

describe('a script of the build', () => {
  it('is sent as the build compressed it in Brotli, and gzipped for a browser without Brotli', async () => {
    const brotli = await get('/assets/app.js', 'gzip, br');
    expect(brotli.headers.get('Content-Encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(await bytesOf(brotli)).toString()).toBe(script);
    const gzip = await get('/assets/app.js', 'gzip');
    expect(gzip.headers.get('Content-Encoding')).toBe('gzip');
    expect(zlib.gunzipSync(await bytesOf(gzip)).toString()).toBe(script);
  });
});
