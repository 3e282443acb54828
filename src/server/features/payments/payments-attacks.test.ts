import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases, users } from '../../db/schema';
import type { ApiClient } from '../../test/api-client';
import {
  auditOf,
  completed,
  deliver,
  member,
  PAYMENTS_ENV,
  refunded,
  stripeId,
  subscribed,
  subscriptionEnded,
  tierOf,
} from '../../test/payments';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import { runUserCommand } from '../auth';

// A stranger's purchase naming someone else (issue 54, item 3): anyone may type a victim's address
// into a Payment Link's checkout, or put their account's id in its reference, then cancel or
// refund. A purchase only ever ends the premium it gave: premium the victim had from elsewhere
// stays as it was, and attaching a purchase by address alone needs an address its owner proved.

let t: TestApp;
/** Made premium by Upgrade Now on the same install before payments were configured (D4). */
const pioneers: string[] = [];

beforeAll(async () => {
  const database = await createTestDatabase();
  // The install first runs without payments; the database outlives that first app.
  const before = await createTestApp({ database: { ...database, close: async () => undefined } });
  for (let n = 0; n < 2; n++) {
    const { api, email } = await before.signedInUser();
    expect((await api.post('/api/account/upgrade')).status).toBe(200);
    pioneers.push(email);
  }
  await before.close();
  t = await createTestApp({ database, env: PAYMENTS_ENV });
});
afterAll(() => t.close());

/** A pre-payments premium account of its own, signed in on the install with payments. */
const pioneer = () => {
  const email = pioneers.pop();
  if (!email) throw new Error('no pioneer left');
  return signIn(email);
};

/** Signs an existing account in, code and all. */
async function signIn(email: string) {
  const api = t.client();
  const signedIn = await api.post('/api/auth/sign-in', { email, password: TEST_PASSWORD });
  expect(signedIn.status).toBe(200);
  await t.verify(api, email);
  const id = (await api.get('/api/auth/session')).json.user.id as string;
  return { api, email, id };
}

type Victim = Awaited<ReturnType<typeof signIn>>;

const premiumOf = async (api: ApiClient) => {
  const { subscriptionTier, premiumSince, premiumSource } = await tierOf(api);
  return { subscriptionTier, premiumSince, premiumSource };
};

const premiumEntries = async (userId: string) =>
  (await auditOf(t, userId)).filter((entry) => entry.action.endsWith('_premium'));

/** Both ways in: a subscription by the victim's address, cancelled; one by their id, refunded. */
async function strangerBuysThenTakesItBack(victim: Victim) {
  const subscription = stripeId('sub');
  const byAddress = await deliver(
    t,
    subscribed(subscription, { customer_details: { email: victim.email.toUpperCase() } }),
  );
  expect(byAddress.status).toBe(200);
  expect((await deliver(t, subscriptionEnded(subscription))).status).toBe(200);
  const paymentIntent = stripeId('pi');
  const byReference = await deliver(
    t,
    completed({ client_reference_id: victim.id, payment_intent: paymentIntent }),
  );
  expect(byReference.status).toBe(200);
  expect((await deliver(t, refunded(paymentIntent))).status).toBe(200);
}

const earlierSources: [string, () => Promise<Victim>][] = [
  ['a free upgrade from before payments', pioneer],
  [
    'a purchase of their own',
    async () => {
      const victim = await member(t);
      await deliver(t, completed({ client_reference_id: victim.id }));
      return victim;
    },
  ],
  [
    'an admin’s grant on the Users tab',
    async () => {
      const victim = await member(t);
      const admin = await t.signedInAdmin();
      const set = await admin.api.request('PUT', `/api/admin/users/${victim.id}/tier`, {
        subscriptionTier: 'premium',
      });
      expect(set.status).toBe(200);
      return victim;
    },
  ],
  [
    'an account the operator created premium',
    async () => {
      const email = `made-premium-${stripeId('x').slice(2, 10)}@example.com`;
      const argv = ['create-user', '--email', email, '--password', TEST_PASSWORD, '--premium'];
      await runUserCommand(t.deps, { argv });
      return signIn(email);
    },
  ],
];

describe('a stranger’s purchase naming someone else', () => {
  it.each(earlierSources)(
    'leaves premium from %s as it was, through its cancellation and its refund',
    async (_source, premiumVictim) => {
      const victim = await premiumVictim();
      const before = await premiumOf(victim.api);
      expect(before.subscriptionTier).toBe('premium');
      const entries = await premiumEntries(victim.id);

      await strangerBuysThenTakesItBack(victim);

      expect(await premiumOf(victim.api)).toEqual(before);
      // Nothing was granted or revoked: the stranger's purchases never changed the account.
      expect(await premiumEntries(victim.id)).toEqual(entries);
    },
  );

  it('still ends the premium the victim’s own purchase gave, when that one is refunded', async () => {
    const victim = await member(t);
    const own = stripeId('pi');
    await deliver(t, completed({ client_reference_id: victim.id, payment_intent: own }));
    await strangerBuysThenTakesItBack(victim);
    expect((await tierOf(victim.api)).subscriptionTier).toBe('premium');
    await deliver(t, refunded(own));
    expect(await premiumOf(victim.api)).toEqual({
      subscriptionTier: 'basic',
      premiumSince: null,
      premiumSource: null,
    });
    expect((await premiumEntries(victim.id)).map((entry) => entry.action)).toEqual([
      'grant_premium',
      'revoke_premium',
    ]);
  });

  it('keeps premium while another live purchase of the account holds it, and ends it with the last', async () => {
    const buyer = await member(t);
    const own = stripeId('pi');
    await deliver(t, completed({ client_reference_id: buyer.id, payment_intent: own }));
    const since = (await premiumOf(buyer.api)).premiumSince;
    // A gift: someone subscribes for the buyer's address, which its owner proved.
    const gift = stripeId('sub');
    await deliver(t, subscribed(gift, { customer_details: { email: buyer.email } }));
    await deliver(t, refunded(own));
    // The subscription holds it now, and says so.
    expect(await premiumOf(buyer.api)).toEqual({
      subscriptionTier: 'premium',
      premiumSince: since,
      premiumSource: 'monthly',
    });
    await deliver(t, subscriptionEnded(gift));
    expect((await premiumOf(buyer.api)).subscriptionTier).toBe('basic');
    const actions = (await premiumEntries(buyer.id)).map((entry) => entry.action);
    expect(actions.filter((action) => action === 'revoke_premium')).toHaveLength(1);
  });

  it('ends premium its own purchase gave, even when the purchase named the account by a stranger’s hand', async () => {
    // A purchase is a purchase: one that made a basic account premium ends that premium.
    const gifted = await member(t);
    const paymentIntent = stripeId('pi');
    await deliver(t, completed({ client_reference_id: gifted.id, payment_intent: paymentIntent }));
    expect((await premiumOf(gifted.api)).premiumSource).toBe('one_time');
    await deliver(t, refunded(paymentIntent));
    expect((await premiumOf(gifted.api)).subscriptionTier).toBe('basic');
  });
});

describe('a purchase attached by address alone', () => {
  it('is not attached to an account whose owner never proved the address, and changes nothing', async () => {
    const { api, email } = await t.signUp();
    const paymentIntent = stripeId('pi');
    await deliver(t, completed({ customer_details: { email }, payment_intent: paymentIntent }));
    const [kept] = await t.database.db
      .select({ userId: purchases.userId })
      .from(purchases)
      .where(eq(purchases.paymentIntent, paymentIntent));
    expect(kept).toEqual({ userId: null });
    const [account] = await t.database.db
      .select({ tier: users.subscriptionTier, source: users.premiumSource })
      .from(users)
      .where(eq(users.email, email));
    expect(account).toEqual({ tier: 'basic', source: null });
    // Refunded before the owner proved the address: the code then claims nothing live.
    await deliver(t, refunded(paymentIntent));
    await t.verify(api, email);
    expect((await premiumOf(api)).subscriptionTier).toBe('basic');
  });

  it('makes a proven, basic address premium, and its refund ends what it gave', async () => {
    const buyer = await member(t);
    const paymentIntent = stripeId('pi');
    await deliver(
      t,
      completed({ customer_details: { email: buyer.email }, payment_intent: paymentIntent }),
    );
    expect((await premiumOf(buyer.api)).premiumSource).toBe('one_time');
    await deliver(t, refunded(paymentIntent));
    expect((await premiumOf(buyer.api)).subscriptionTier).toBe('basic');
  });

  it('never changes a premium account’s since and why', async () => {
    const victim = await pioneer();
    const before = await premiumOf(victim.api);
    const subscription = stripeId('sub');
    await deliver(t, subscribed(subscription, { customer_details: { email: victim.email } }));
    expect(await premiumOf(victim.api)).toEqual(before);
    expect(before.premiumSource).toBe('upgrade');
  });
});
