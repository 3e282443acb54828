import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from '../../../shared/rules/text';
import { auditLogs, leads } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

// The free checklist's leads: a public form that stores (first name, email, time), throttled per
// client address; administrators export them as CSV (record 040).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t.close());

let visitorNumber = 0;
/** A visitor with no account, from an address of their own (throttling is per address). */
const visitor = () => t.client({ 'x-forwarded-for': `198.51.100.${++visitorNumber}` });

async function leadRow(email: string) {
  const [row] = await t.database.db.select().from(leads).where(eq(leads.email, email));
  return row;
}

describe('POST /api/leads', () => {
  it('keeps the first name, the address and the time, without any account', async () => {
    const response = await visitor().post('/api/leads', {
      firstName: '  Maria ',
      email: 'Maria.Lopez@Example.com',
    });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ success: true });
    const row = await leadRow('maria.lopez@example.com');
    expect(row).toMatchObject({ firstName: 'Maria', email: 'maria.lopez@example.com' });
    expect(row?.createdAt.toISOString()).toBe(t.clock.now().toISOString());
    expect(t.logs.join('\n')).not.toContain('maria.lopez');
  });

  it('keeps one row per address: asking again updates the name and the latest time', async () => {
    await visitor().post('/api/leads', { firstName: 'Sam', email: 'sam@example.com' });
    const first = await leadRow('sam@example.com');
    t.clock.advance(60_000);
    await visitor().post('/api/leads', { firstName: 'Samuel', email: 'SAM@example.com' });
    const again = await leadRow('sam@example.com');
    expect(again?.id).toBe(first?.id);
    expect(again?.firstName).toBe('Samuel');
    expect(again?.createdAt).toEqual(first?.createdAt);
    expect(again?.lastRequestedAt.getTime()).toBe((first?.createdAt.getTime() ?? 0) + 60_000);
  });

  it("refuses a missing or bad field with the spec's words, and stores nothing", async () => {
    const cases = [
      [{ firstName: '', email: 'a@example.com' }, 'firstName', 'Required'],
      [{ firstName: '   ', email: 'a@example.com' }, 'firstName', 'Required'],
      [{ email: 'a@example.com' }, 'firstName', 'Required'],
      [{ firstName: 'Ann', email: '' }, 'email', 'Required'],
      [{ firstName: 'Ann', email: 'not-an-address' }, 'email', 'Invalid email address'],
      [{ firstName: 'Ann\u0007', email: 'a@example.com' }, 'firstName', CONTROL_CHARACTERS_MESSAGE],
      [{ firstName: 'Ann\nLee', email: 'a@example.com' }, 'firstName', CONTROL_CHARACTERS_MESSAGE],
      [
        { firstName: 'A'.repeat(101), email: 'a@example.com' },
        'firstName',
        'First name must be at most 100 characters',
      ],
    ] as const;
    for (const [body, field, message] of cases) {
      const response = await visitor().post('/api/leads', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.error.fields[field], JSON.stringify(body)).toBe(message);
    }
    expect(await leadRow('a@example.com')).toBeUndefined();
  });

  it('refuses a body over the limit unread, and a form post', async () => {
    const big = await visitor().post('/api/leads', {
      firstName: 'x'.repeat(70 * 1024),
      email: 'big@example.com',
    });
    expect(big.status).toBe(413);
    const form = await visitor().request('POST', '/api/leads', undefined, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect(await leadRow('big@example.com')).toBeUndefined();
  });

  it('stops a flood from one client address, not from others', async () => {
    const limited = await createTestApp({
      env: { THROTTLE_LEADS_PER_ADDRESS: '3', TRUST_PROXY: 'true' },
    });
    try {
      const from = (address: string) => limited.client({ 'x-forwarded-for': address });
      for (let index = 0; index < 3; index++) {
        const sent = await from('203.0.113.7').post('/api/leads', {
          firstName: 'Flood',
          email: `flood-${index}@example.com`,
        });
        expect(sent.status).toBe(201);
      }
      const refused = await from('203.0.113.7').post('/api/leads', {
        firstName: 'Flood',
        email: 'flood-3@example.com',
      });
      expect(refused.status).toBe(429);
      expect(refused.json.error.message).toBe(
        'Too many checklist requests came from your connection. Please wait a few minutes and try again.',
      );
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      const other = await from('203.0.113.8').post('/api/leads', {
        firstName: 'Neighbour',
        email: 'neighbour@example.com',
      });
      expect(other.status).toBe(201);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/admin/leads.csv', () => {
  it('answers 401 signed out and 403 to a member who is not an administrator', async () => {
    expect((await t.client().get('/api/admin/leads.csv')).status).toBe(401);
    const { api } = await t.signedInUser();
    const member = await api.get('/api/admin/leads.csv');
    expect(member.status).toBe(403);
    expect(member.json.error.code).toBe('not_admin');
  });

  it('gives an administrator every lead as formula-safe, quoted CSV, and audits the export', async () => {
    await visitor().post('/api/leads', { firstName: '=HYPERLINK("x")', email: 'f@example.com' });
    await visitor().post('/api/leads', { firstName: 'Lee, "Jo"', email: 'jo@example.com' });
    const { api, email } = await t.signedInAdmin();
    const response = await api.get('/api/admin/leads.csv');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="planmyeldercare-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const lines = response.text.split('\r\n');
    expect(lines[0]).toBe('"First Name","Email","First Requested","Last Requested"');
    expect(lines).toContainEqual(expect.stringMatching(/^"'=HYPERLINK\(""x""\)","f@example.com",/));
    expect(lines).toContainEqual(expect.stringMatching(/^"Lee, ""Jo""","jo@example.com",/));
    expect(lines).toContainEqual(expect.stringMatching(/^"Maria","maria.lopez@example.com",/));

    const [audit] = await t.database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'export_leads'));
    expect(audit).toMatchObject({ userEmail: email, resourceType: 'lead' });
    expect(audit?.details).toEqual({ count: lines.length - 2 });
  });
});
