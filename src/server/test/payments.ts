import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { auditLogs } from '../db/schema';
import type { ApiClient } from './api-client';
import type { TestApp } from './test-app';

// Stripe's webhook as the payments tests drive it (decision D11, record 083): events signed with
// Stripe's own test helper and the test secret, posted to the real webhook.

export const WEBHOOK_SECRET = 'whsec_testsecret0123456789';
export const ONE_TIME_LINK = 'https://buy.stripe.com/test_onetime';
export const MONTHLY_LINK = 'https://buy.stripe.com/test_monthly';

/** The settings of an install with payments configured. */
export const PAYMENTS_ENV = {
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  CHECKOUT_ONE_TIME_URL: ONE_TIME_LINK,
  CHECKOUT_MONTHLY_URL: MONTHLY_LINK,
};

export type StripeEvent = { id: string; type: string; data: { object: Record<string, unknown> } };

/** One of Stripe's ids: its prefix and a random tail. */
export const stripeId = (prefix: string) => `${prefix}_${randomUUID().replaceAll('-', '')}`;

export const stripeEvent = (type: string, object: Record<string, unknown>): StripeEvent => ({
  id: stripeId('evt'),
  type,
  data: { object },
});

/** POSTs a body signed as Stripe signs it: any text, so a malformed event can be sent too. */
export function postSigned(
  t: TestApp,
  payload: string,
  options: { timestamp?: number; secret?: string } = {},
) {
  const header = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
  return t.app.request('/api/payments/webhook', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': header },
    body: payload,
  });
}

/** POSTs an event as Stripe would: the raw JSON and its signature header. */
export const deliver = (
  t: TestApp,
  sent: StripeEvent,
  options: { timestamp?: number; secret?: string } = {},
) =>
  postSigned(t, JSON.stringify({ object: 'event', api_version: '2025-01-01', ...sent }), options);

/** A paid one-time checkout naming no one, unless `fields` say otherwise. */
export const completed = (fields: Record<string, unknown>) =>
  stripeEvent('checkout.session.completed', {
    id: stripeId('cs'),
    object: 'checkout.session',
    mode: 'payment',
    payment_status: 'paid',
    created: 1_769_000_000,
    client_reference_id: null,
    customer_details: null,
    payment_intent: stripeId('pi'),
    subscription: null,
    ...fields,
  });

/** A paid monthly subscription's checkout. */
export const subscribed = (subscription: string, fields: Record<string, unknown>) =>
  completed({ mode: 'subscription', payment_intent: null, subscription, ...fields });

export const refunded = (paymentIntent: string, full = true) =>
  stripeEvent('charge.refunded', {
    id: stripeId('ch'),
    object: 'charge',
    payment_intent: paymentIntent,
    refunded: full,
  });

/** Sent when a cancelled subscription reaches the end of the period paid for. */
export const subscriptionEnded = (subscription: string) =>
  stripeEvent('customer.subscription.deleted', { id: subscription, object: 'subscription' });

/** A new signed-in, verified account, with its id. */
export async function member(t: TestApp, email?: string) {
  const { api, email: address } = await t.signedInUser(email);
  const session = await api.get('/api/auth/session');
  return { api, email: address, id: session.json.user.id as string };
}

/** The account as its owner's pages see it (tier, premium since, and why). */
export const tierOf = async (api: ApiClient) => (await api.get('/api/auth/session')).json.user;

export const auditOf = (t: TestApp, userId: string) =>
  t.database.db
    .select({ action: auditLogs.action, details: auditLogs.details })
    .from(auditLogs)
    .where(eq(auditLogs.userId, userId));
