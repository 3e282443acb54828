import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, users } from '../db/schema';
import { unsubscribeToken } from '../features/reminders/unsubscribe-token';
import { MALFORMED_FORM_MESSAGE } from '../lib/form-body';
import { smallPdf } from '../test/care';
import { idOf, type Member, ownPlanId } from '../test/care-circle';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';

// Malformed form bodies (issue 54): garbage, truncated, boundary-less or badly encoded bodies to
// the document upload, the page forms' plain posts (record 052) and the one-click unsubscribe
// are the sender's mistake: 400 in the usual error body (the page again for a page form),
// nothing changed, and at most one warning a minute a route in the log, never an error or a
// stack trace, never what was sent.

let t: TestApp;
let owner: Member;
let planId: string;
let unsubscribePath: string;

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  owner = await t.signedInUser();
  planId = await ownPlanId(owner.api);
  const token = unsubscribeToken(t.deps.authSecret, await idOf(owner), 'reminders');
  unsubscribePath = `/api/email/unsubscribe?token=${token}`;
});
afterAll(() => t.close());

const BOUNDARY = '----pme-test-boundary-7MA4YWxkTrZu0gW';
const URLENCODED = 'application/x-www-form-urlencoded';

type Part = { name: string; value: string | Buffer; filename?: string };

/** A well-formed multipart body, as a browser sends it. */
function multipart(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename ? `; filename="${part.filename}"` : '';
    const type = part.filename ? '\r\nContent-Type: application/octet-stream' : '';
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}`),
      Buffer.from(`${type}\r\n\r\n`),
      Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** Bytes that are no form at all: the same each run. */
const GARBAGE = Buffer.from(Array.from({ length: 512 }, (_, index) => (index * 167 + 13) % 256));

type Sent = { type: string; body: Buffer | string };
type Kind = { kind: string; sent: Sent };

/**
 * Each kind of malformed body, made from the fields a well-formed post would carry, so that the
 * same post, well formed, would be taken.
 */
function malformedBodies(fields: Part[], { urlencoded = true } = {}): Kind[] {
  const whole = multipart(fields);
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  const encoded = new URLSearchParams(
    fields.map((field) => [field.name, String(field.value)]),
  ).toString();
  const kinds: Kind[] = [
    { kind: 'garbage bytes', sent: { type, body: GARBAGE } },
    { kind: 'a truncated body', sent: { type, body: whole.subarray(0, whole.length / 2) } },
    { kind: 'no boundary', sent: { type: 'multipart/form-data', body: whole } },
    {
      kind: 'another boundary',
      sent: { type: 'multipart/form-data; boundary=not-the-one-used', body: whole },
    },
  ];
  if (!urlencoded) return kinds;
  return [
    ...kinds,
    { kind: 'a broken percent escape', sent: { type: URLENCODED, body: `${encoded}&x=%E0%A4%A` } },
    {
      kind: 'bytes that are not UTF-8',
      sent: {
        type: URLENCODED,
        body: Buffer.concat([Buffer.from(`${encoded}&x=`), Buffer.from([0xff, 0xfe, 0xc3])]),
      },
    },
  ];
}

let address = 0;

function post(path: string, sent: Sent, cookie?: string) {
  address += 1;
  return t.app.request(path, {
    method: 'POST',
    headers: {
      origin: 'http://localhost',
      'content-type': sent.type,
      // Each post from its own address: no sign-in throttle is reached.
      'x-forwarded-for': `198.51.100.${address % 250}`,
      ...(cookie ? { cookie } : {}),
    },
    body: new Uint8Array(Buffer.from(sent.body)),
  });
}

type LogLine = { level: number; msg: string; route?: string; kind?: string; suppressed?: number };

const parsed = (lines: string[]): LogLine[] => lines.map((line) => JSON.parse(line));
const warningsFor = (lines: string[], route: string) =>
  parsed(lines).filter(
    (line) => line.msg === 'a malformed form body was refused' && line.route === route,
  );

/** What the log gained while `work` ran: never an error or a stack, never what was sent. */
async function loggedDuring(work: () => Promise<void>, sentWords: string[]) {
  const before = t.logs.length;
  await work();
  const lines = t.logs.slice(before);
  const text = lines.join('');
  expect(parsed(lines).filter((line) => line.level >= 50)).toEqual([]);
  expect(text).not.toContain('"stack"');
  for (const word of sentWords) expect(text).not.toContain(word);
  return lines;
}

async function expectMalformedJson(response: Response, where: string) {
  expect(response.status, where).toBe(400);
  expect(await response.json(), where).toEqual({
    error: { code: 'bad_request', message: MALFORMED_FORM_MESSAGE, fields: {} },
  });
}

async function documentCount() {
  const rows = await t.database.db.select().from(documents).where(eq(documents.planId, planId));
  return rows.length;
}

describe('a malformed body', () => {
  it('to the document upload: 400 in words, nothing stored, one warning', async () => {
    const cookie = [...owner.api.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const path = `/api/plans/${planId}/documents`;
    const fields = [{ name: 'file', filename: 'directive.pdf', value: smallPdf() }];
    // The same post, well formed, is taken: what is refused below is the body alone.
    const lines = await loggedDuring(async () => {
      for (const { kind, sent } of malformedBodies(fields, { urlencoded: false })) {
        await expectMalformedJson(await post(path, sent, cookie), kind);
      }
      expect(await documentCount()).toBe(0);
      const taken = await post(
        path,
        { type: `multipart/form-data; boundary=${BOUNDARY}`, body: multipart(fields) },
        cookie,
      );
      expect(taken.status).toBe(201);
    }, ['directive.pdf', 'Margaret Ellis']);
    expect(warningsFor(lines, 'POST /api/plans/:planId/documents')).toEqual([
      expect.objectContaining({ level: 40, kind: 'multipart', suppressed: 0 }),
    ]);
    // A form that is not multipart is still the wrong type, as it always was.
    const form = await post(path, { type: URLENCODED, body: 'file=x%E0%A4%A' }, cookie);
    expect(form.status).toBe(415);
  });

  it('to /login: the page again with 400, no one signed in, one warning', async () => {
    const email = 'malformed-login@example.com';
    await t.signedInUser(email);
    const fields = [
      { name: 'email', value: email },
      { name: 'password', value: TEST_PASSWORD },
    ];
    const lines = await loggedDuring(async () => {
      for (const { kind, sent } of malformedBodies(fields)) {
        const answer = await post('/login', sent);
        expect(answer.status, kind).toBe(400);
        expect(answer.headers.get('cache-control'), kind).toBe('no-store');
        expect(answer.headers.getSetCookie(), kind).toEqual([]);
      }
    }, [TEST_PASSWORD]);
    expect(warningsFor(lines, 'POST /login')).toHaveLength(1);
    // The same post, well formed, signs in.
    const taken = await post('/login', {
      type: URLENCODED,
      body: new URLSearchParams({ email, password: TEST_PASSWORD }).toString(),
    });
    expect(taken.status).toBe(303);
  });

  it('to /signup: the page again with 400, no account made, one warning', async () => {
    const email = 'malformed-signup@example.com';
    const fields = [
      { name: 'email', value: email },
      { name: 'password', value: TEST_PASSWORD },
      { name: 'confirmPassword', value: TEST_PASSWORD },
      { name: 'acceptTerms', value: 'on' },
    ];
    const lines = await loggedDuring(async () => {
      for (const { kind, sent } of malformedBodies(fields)) {
        const answer = await post('/signup', sent);
        expect(answer.status, kind).toBe(400);
        expect(answer.headers.get('cache-control'), kind).toBe('no-store');
      }
    }, [TEST_PASSWORD, email]);
    expect(warningsFor(lines, 'POST /signup')).toHaveLength(1);
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('to the one-click unsubscribe: 400 in words, still subscribed, one warning', async () => {
    const lines = await loggedDuring(async () => {
      for (const { kind, sent } of malformedBodies([
        { name: 'List-Unsubscribe', value: 'One-Click' },
      ])) {
        await expectMalformedJson(await post(unsubscribePath, sent), kind);
      }
    }, []);
    expect(warningsFor(lines, 'POST /api/email/unsubscribe')).toHaveLength(1);
    const preferences = await owner.api.get('/api/account/email-preferences');
    expect(preferences.json).toMatchObject({ reminderEmails: true });
    // RFC 8058's one-click body, well formed, as either kind of form, unsubscribes.
    const taken = await post(unsubscribePath, {
      type: `multipart/form-data; boundary=${BOUNDARY}`,
      body: multipart([{ name: 'List-Unsubscribe', value: 'One-Click' }]),
    });
    expect(taken.status).toBe(200);
    expect((await owner.api.get('/api/account/email-preferences')).json).toMatchObject({
      reminderEmails: false,
    });
  });
});

describe('the warning about malformed bodies', () => {
  it('is written at most once a minute a route, the next one counting those left out', async () => {
    // A window of its own: a minute after anything the tests above sent.
    t.clock.advance(61_000);
    const [garbage] = malformedBodies([{ name: 'email', value: 'someone@example.com' }]);
    if (!garbage) throw new Error('no malformed body');
    const lines = await loggedDuring(async () => {
      for (let sent = 0; sent < 5; sent += 1) {
        expect((await post('/checklist', garbage.sent)).status).toBe(400);
      }
      t.clock.advance(59_000);
      expect((await post('/checklist', garbage.sent)).status).toBe(400);
      t.clock.advance(1_000);
      expect((await post('/checklist', garbage.sent)).status).toBe(400);
    }, []);
    expect(warningsFor(lines, 'POST /checklist')).toEqual([
      expect.objectContaining({ level: 40, kind: 'multipart', suppressed: 0 }),
      expect.objectContaining({ level: 40, kind: 'multipart', suppressed: 5 }),
    ]);
  });
});
