import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { accepts } from 'hono/accepts';

// Pages in Brotli (record 073). A page is its HTML with the whole stylesheet inline (record 041):
// the home page is 76 KB, 15 KB in gzip, just over the 14.6 KB a new connection's first round
// trip carries (TCP's initial window of 10 packets), so its end came a round trip later. Brotli
// at its highest quality makes it 12.6 KB, but takes 100-200 ms a page: a page anyone may be
// sent (the public pages, the same bytes for everyone) is compressed so once, in the
// background, and kept; its first request, and every page rendered for one person, is compressed
// at a quality that takes 1-3 ms. Scripts and styles come compressed from the build
// (scripts/precompress.mjs); everything else is gzipped by hono's compress().

const brotli = promisify(zlib.brotliCompress);
const FAST_QUALITY = 5;
const BEST_QUALITY = 11;
/** Pages kept compressed: the public pages, each possibly in a few versions (site settings). */
const KEPT_PAGES = 128;

const compressAt = (body: Buffer, quality: number) =>
  brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

/** Sends HTML in Brotli to a browser that takes it; the public pages at Brotli's best. */
export function compressDocuments(): MiddlewareHandler {
  /** Best-quality bytes by the page's hash, oldest first (a Map keeps insertion order). */
  const kept = new Map<string, Buffer>();
  const compressing = new Set<string>();

  const keepBest = (key: string, body: Buffer) => {
    if (compressing.has(key)) return;
    compressing.add(key);
    void compressAt(body, BEST_QUALITY)
      .then((bytes) => {
        kept.set(key, bytes);
        const oldest = kept.keys().next().value;
        if (kept.size > KEPT_PAGES && oldest !== undefined) kept.delete(oldest);
      })
      .catch(() => {})
      .finally(() => compressing.delete(key));
  };

  return async (c, next) => {
    await next();
    const res = c.res;
    if (
      c.req.method !== 'GET' ||
      res.status !== 200 ||
      !res.body ||
      res.headers.has('Content-Encoding') ||
      !res.headers.get('Content-Type')?.startsWith('text/html') ||
      // Brotli among what the browser takes (a weight of 0 refuses it).
      accepts(c, { header: 'Accept-Encoding', supports: ['br'], default: 'identity' }) !== 'br'
    ) {
      return;
    }
    const body = Buffer.from(await res.arrayBuffer());
    // Sent to one person (a signed-in page) or not to be stored: not kept.
    const forAnyone = !/private|no-store/.test(res.headers.get('Cache-Control') ?? '');
    const key = forAnyone ? createHash('sha256').update(body).digest('base64url') : undefined;
    let bytes = key ? kept.get(key) : undefined;
    if (!bytes) {
      bytes = await compressAt(body, FAST_QUALITY);
      if (key) keepBest(key, body);
    }
    // Hono copies the old answer's headers onto the new one: they are set after.
    c.res = new Response(new Uint8Array(bytes), res);
    c.res.headers.set('Content-Encoding', 'br');
    c.res.headers.set('Content-Length', String(bytes.length));
    c.res.headers.append('Vary', 'Accept-Encoding');
  };
}
