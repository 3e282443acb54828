import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, purchases } from '../../db/schema';
import {
  completed,
  deliver,
  member,
  PAYMENTS_ENV,
  postSigned,
  refunded,
  type StripeEvent,
  stripeEvent,
  stripeId,
  tierOf,
} from '../../test/payments';
import { createTestApp, type TestApp } from '../../test/test-app';

// The webhook checks the shape of every event before it writes anything (issue 54, item 4). Each
// event here is signed with the right secret, so only its shape can refuse it: 400, never 500,
// and nothing changed (no event kept, no purchase, no premium).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: PAYMENTS_ENV });
});
afterAll(() => t.close());

const counts = async () => ({
  events: (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(paymentEvents))[0]?.n,
  purchases: (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(purchases))[0]?.n,
});

const asEvent = (sent: StripeEvent) => ({ object: 'event', api_version: '2025-01-01', ...sent });

/**
 * Each malformed body, with the field its answer names: made from a checkout that would make the
 * account premium if it were applied.
 */
const malformed: [string, string | undefined, (paid: StripeEvent) => string][] = [
  ['a JSON array', '_', (paid) => JSON.stringify([asEvent(paid)])],
  ['a JSON string', '_', () => JSON.stringify('checkout.session.completed')],
  ['JSON null', '_', () => 'null'],
  ['an event without an id', 'id', (paid) => JSON.stringify({ ...asEvent(paid), id: undefined })],
  [
    'an event without data',
    'data',
    (paid) => JSON.stringify({ ...asEvent(paid), data: undefined }),
  ],
  [
    'an event without data.object',
    'data.object',
    (paid) => JSON.stringify({ ...asEvent(paid), data: {} }),
  ],
  ['an event whose id is a number', 'id', (paid) => JSON.stringify({ ...asEvent(paid), id: 1234 })],
  [
    'an event whose id is an object',
    'id',
    (paid) => JSON.stringify({ ...asEvent(paid), id: { $gt: '' } }),
  ],
  ['an event whose id is empty', 'id', (paid) => JSON.stringify({ ...asEvent(paid), id: '' })],
  [
    'an event without a type',
    'type',
    (paid) => JSON.stringify({ ...asEvent(paid), type: undefined }),
  ],
  [
    'a checkout whose data.object is an array',
    'data.object',
    (paid) => JSON.stringify({ ...asEvent(paid), data: { object: [paid.data.object] } }),
  ],
  [
    'a checkout whose payment status is not one of Stripe’s',
    'data.object.payment_status',
    (paid) =>
      JSON.stringify(
        asEvent({ ...paid, data: { object: { ...paid.data.object, payment_status: 'maybe' } } }),
      ),
  ],
  [
    'a checkout whose mode is missing',
    'data.object.mode',
    (paid) =>
      JSON.stringify(
        asEvent({ ...paid, data: { object: { ...paid.data.object, mode: undefined } } }),
      ),
  ],
  [
    'a checkout whose time is text',
    'data.object.created',
    (paid) =>
      JSON.stringify(
        asEvent({ ...paid, data: { object: { ...paid.data.object, created: 'yesterday' } } }),
      ),
  ],
  [
    'a checkout whose session id is missing',
    'data.object.id',
    (paid) =>
      JSON.stringify(
        asEvent({ ...paid, data: { object: { ...paid.data.object, id: undefined } } }),
      ),
  ],
  [
    'a checkout whose payment is a number',
    'data.object.payment_intent',
    (paid) =>
      JSON.stringify(
        asEvent({ ...paid, data: { object: { ...paid.data.object, payment_intent: 42 } } }),
      ),
  ],
  ['a body that is not JSON', undefined, () => 'not json at all'],
];

describe('a signed event of the wrong shape', () => {
  it.each(malformed)(
    'is refused with 400 when it is %s, and changes nothing',
    async (_shape, field, body) => {
      const buyer = await member(t);
      const before = await counts();
      const answer = await postSigned(t, body(completed({ client_reference_id: buyer.id })));
      expect(answer.status).toBe(400);
      const { error } = await answer.json();
      expect(error.code).toBe('bad_request');
      expect(Object.keys(error.fields ?? {})).toEqual(field ? [field] : []);
      expect((await tierOf(buyer.api)).subscriptionTier).toBe('basic');
      expect(await counts()).toEqual(before);
    },
  );

  it('is refused when a refund says it is one in words, and the purchase stands', async () => {
    const buyer = await member(t);
    const paymentIntent = stripeId('pi');
    await deliver(t, completed({ client_reference_id: buyer.id, payment_intent: paymentIntent }));
    const before = await counts();
    const sloppy = refunded(paymentIntent);
    const answer = await deliver(t, {
      ...sloppy,
      data: { object: { ...sloppy.data.object, refunded: 'yes' } },
    });
    expect(answer.status).toBe(400);
    expect((await tierOf(buyer.api)).subscriptionTier).toBe('premium');
    expect(await counts()).toEqual(before);
  });

  it('is refused when an ended subscription names none', async () => {
    const before = await counts();
    const answer = await deliver(t, stripeEvent('customer.subscription.deleted', { id: 7 }));
    expect(answer.status).toBe(400);
    expect(await counts()).toEqual(before);
  });
});

describe('a signed event of a type the app does not handle', () => {
  it('is acknowledged when its envelope is sound, and refused when it is not', async () => {
    const sound = await deliver(t, stripeEvent('invoice.paid', { id: stripeId('in') }));
    expect(sound.status).toBe(200);
    expect(await sound.json()).toEqual({ applied: true });
    const before = await counts();
    const unsound = await postSigned(
      t,
      JSON.stringify({ id: stripeId('evt'), type: 'invoice.paid', data: 'paid' }),
    );
    expect(unsound.status).toBe(400);
    expect(await counts()).toEqual(before);
  });
});

describe('a checkout that needed no payment (a full discount)', () => {
  it('is kept once when Stripe sends its completion twice, never a 500', async () => {
    const buyer = await member(t);
    const free = completed({
      client_reference_id: buyer.id,
      payment_status: 'no_payment_required',
      payment_intent: null,
    });
    expect((await deliver(t, free)).status).toBe(200);
    // The same checkout, as a second event (its asynchronous success).
    const again = await deliver(t, {
      ...free,
      id: stripeId('evt'),
      type: 'checkout.session.async_payment_succeeded',
    });
    expect(again.status).toBe(200);
    expect((await tierOf(buyer.api)).premiumSource).toBe('one_time');
  });
});
