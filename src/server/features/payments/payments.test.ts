import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNCONFIGURED_CHECKOUT } from '../../../shared/external-links';
import { paymentEvents, purchases, users } from '../../db/schema';
import {
  auditOf,
  completed,
  deliver,
  MONTHLY_LINK,
  member,
  ONE_TIME_LINK,
  PAYMENTS_ENV,
  refunded,
  subscriptionEnded,
  tierOf,
} from '../../test/payments';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';

// Purchases through Stripe (decision D11, issue 36): signed events built with Stripe's own test
// helper, posted to the real webhook; what each does to the account, seen through the API.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: PAYMENTS_ENV });
});
afterAll(() => t.close());

describe('the payments webhook', () => {
  it('grants premium to the account a completed checkout names, once, however often it is sent', async () => {
    const buyer = await member(t);
    const paid = completed({ client_reference_id: buyer.id });
    const first = await deliver(t, paid);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ applied: true });
    expect(await tierOf(buyer.api)).toMatchObject({
      subscriptionTier: 'premium',
      premiumSource: 'one_time',
      premiumSince: t.clock.now().toISOString(),
    });
    // Stripe retries: the same event again changes nothing and writes nothing.
    const again = await deliver(t, paid);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ applied: false });
    expect((await auditOf(t, buyer.id)).filter((e) => e.action === 'grant_premium')).toHaveLength(
      1,
    );
    const kept = await t.database.db.select().from(purchases).where(eq(purchases.userId, buyer.id));
    expect(kept).toHaveLength(1);
  });

  it('takes premium back when the purchase is refunded in full, not for a partial refund', async () => {
    const buyer = await member(t);
    const paymentIntent = 'pi_refund_me';
    await deliver(t, completed({ client_reference_id: buyer.id, payment_intent: paymentIntent }));
    expect((await tierOf(buyer.api)).subscriptionTier).toBe('premium');
    await deliver(t, refunded(paymentIntent, false));
    expect((await tierOf(buyer.api)).subscriptionTier).toBe('premium');
    await deliver(t, refunded(paymentIntent));
    expect(await tierOf(buyer.api)).toMatchObject({
      subscriptionTier: 'basic',
      premiumSince: null,
      premiumSource: null,
    });
    expect((await auditOf(t, buyer.id)).map((e) => e.action)).toContain('revoke_premium');
  });

  it('ends a monthly subscription’s premium when the subscription ends', async () => {
    const buyer = await member(t);
    await deliver(
      t,
      completed({
        client_reference_id: buyer.id,
        mode: 'subscription',
        payment_intent: null,
        subscription: 'sub_monthly_1',
      }),
    );
    expect((await tierOf(buyer.api)).premiumSource).toBe('monthly');
    // Cancelled: Stripe deletes the subscription at the end of the period paid for.
    await deliver(t, subscriptionEnded('sub_monthly_1'));
    expect((await tierOf(buyer.api)).subscriptionTier).toBe('basic');
  });

  it('grants nothing for a checkout whose refund came first (events out of order)', async () => {
    const buyer = await member(t);
    await deliver(t, refunded('pi_early_refund'));
    await deliver(
      t,
      completed({ client_reference_id: buyer.id, payment_intent: 'pi_early_refund' }),
    );
    expect((await tierOf(buyer.api)).subscriptionTier).toBe('basic');
    const [kept] = await t.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.paymentIntent, 'pi_early_refund'));
    expect(kept).toMatchObject({ status: 'refunded', userId: buyer.id, kind: 'one_time' });
  });

  it('keeps a purchase made before sign-up; the address becomes premium once its owner enters the code', async () => {
    const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
    await deliver(t, completed({ customer_details: { email: email.toUpperCase() } }));
    // The premium sign-up makes a basic account: the purchase, not the form, grants premium.
    const api = t.client();
    const signedUp = await api.post('/api/auth/sign-up-premium', {
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      acceptTerms: true,
      acceptPrivacy: true,
      dataProtectionConsent: true,
    });
    expect(signedUp.status).toBe(201);
    expect(signedUp.json.subscriptionTier).toBe('basic');
    const signedIn = await api.post('/api/auth/sign-in', { email, password: TEST_PASSWORD });
    expect(signedIn.status).toBe(200);
    expect((await tierOf(api)).subscriptionTier).toBe('basic');
    await t.verify(api, email);
    expect(await tierOf(api)).toMatchObject({
      subscriptionTier: 'premium',
      premiumSource: 'one_time',
    });
  });

  it('keeps a purchase naming an unknown account, and makes no one premium', async () => {
    const before = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.subscriptionTier, 'premium'));
    const answer = await deliver(t, completed({ client_reference_id: randomUUID() }));
    expect(answer.status).toBe(200);
    // Anyone may write anything into a Payment Link's reference: not an id, not looked up.
    const forged = await deliver(t, completed({ client_reference_id: '-'.repeat(36) }));
    expect(forged.status).toBe(200);
    const after = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.subscriptionTier, 'premium'));
    expect(after).toEqual(before);
  });

  it('refuses a bad signature or a stale timestamp with 400, and changes nothing', async () => {
    const buyer = await member(t);
    const countEvents = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents))[0]?.n;
    const before = await countEvents();
    const forged = await deliver(t, completed({ client_reference_id: buyer.id }), {
      secret: 'whsec_someoneelse000',
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({
      error: { code: 'bad_signature', message: 'The webhook signature is not valid.' },
    });
    // Signed right, ten minutes ago: a replay, past Stripe's five-minute tolerance.
    const stale = await deliver(t, completed({ client_reference_id: buyer.id }), {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    expect(stale.status).toBe(400);
    const unsigned = await t.app.request('/api/payments/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(completed({ client_reference_id: buyer.id })),
    });
    expect(unsigned.status).toBe(400);
    expect((await tierOf(buyer.api)).subscriptionTier).toBe('basic');
    expect(await countEvents()).toBe(before);
  });

  it('leaves premium an admin granted by hand when a purchase is refunded', async () => {
    const buyer = await member(t);
    await deliver(t, completed({ client_reference_id: buyer.id, payment_intent: 'pi_manual' }));
    await t.database.db
      .update(users)
      .set({ premiumSource: 'manual' })
      .where(eq(users.id, buyer.id));
    await deliver(t, refunded('pi_manual'));
    expect((await tierOf(buyer.api)).subscriptionTier).toBe('premium');
  });
});

describe('with payments configured', () => {
  it('no longer grants premium by Upgrade Now or by the premium sign-up alone', async () => {
    const { api } = await member(t);
    const upgrade = await api.post('/api/account/upgrade');
    expect(upgrade.status).toBe(409);
    expect(upgrade.json.error.code).toBe('checkout_required');
    expect((await tierOf(api)).subscriptionTier).toBe('basic');
    expect((await api.get('/api/auth/session')).json.payments).toBe(true);
  });

  it('sends a buy button to the checkout naming the signed-in account, or the address a visitor gives', async () => {
    const buyer = await member(t);
    const signedIn = await buyer.api.get('/api/payments/checkout/one-time');
    expect(signedIn.status).toBe(302);
    const to = new URL(signedIn.headers.get('location') ?? '');
    expect(`${to.origin}${to.pathname}`).toBe(ONE_TIME_LINK);
    expect(to.searchParams.get('client_reference_id')).toBe(buyer.id);
    expect(to.searchParams.get('prefilled_email')).toBe(buyer.email);

    const visitor = await t.client().get('/api/payments/checkout/monthly?email=new%40example.com');
    const visitorTo = new URL(visitor.headers.get('location') ?? '');
    expect(`${visitorTo.origin}${visitorTo.pathname}`).toBe(MONTHLY_LINK);
    expect(visitorTo.searchParams.get('client_reference_id')).toBeNull();
    expect(visitorTo.searchParams.get('prefilled_email')).toBe('new@example.com');
  });
});

describe('without payments configured (D4)', () => {
  it('sends buy buttons to the checkout’s own pages, refuses the webhook and upgrades at once', async () => {
    const plain = await createTestApp();
    try {
      const visitor = await plain.client().get('/api/payments/checkout/one-time');
      expect(visitor.status).toBe(302);
      expect(visitor.headers.get('location')).toBe(UNCONFIGURED_CHECKOUT['one-time']);
      const hook = await plain.app.request('/api/payments/webhook', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(hook.status).toBe(404);
      const { api } = await plain.signedInUser();
      expect((await api.post('/api/account/upgrade')).status).toBe(200);
      const session = (await api.get('/api/auth/session')).json;
      expect(session.payments).toBe(false);
      expect(session.user).toMatchObject({ subscriptionTier: 'premium', premiumSource: 'upgrade' });
    } finally {
      await plain.close();
    }
  });
});
