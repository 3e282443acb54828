import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { z } from '../../../shared/schemas/zod';
import type { Executor, Transaction } from '../../db/client';
import { paymentEvents, purchases, users } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { ConfiguredDeps } from '../../service-deps';
import { endPremium, grantPremium, type PurchaseKind } from './premium';

// Stripe's signed webhook (decision D11, record 083): `POST /api/payments/webhook`. The signature
// and its timestamp are checked by Stripe's own library on the raw body (a replay older than its
// five minutes is refused); each event is applied exactly once, by its id, in one transaction
// with what it changes, so a retry or a duplicate delivery does nothing. Events may come in any
// order: a purchase is found by whichever of its ids the event carries, and a refund or an ended
// subscription heard before its checkout is kept, so the checkout grants nothing when it comes.

export const badSignature = () =>
  new AppError(400, 'bad_signature', 'The webhook signature is not valid.');

/** The account a checkout names (its reference), else one whose owner proved the address. */
async function buyerOf(tx: Executor, reference: string | null, email: string | null) {
  // Anyone may put anything in a Payment Link's reference: only a real id is looked up.
  if (reference && z.uuid().safeParse(reference).success) {
    const [named] = await tx.select().from(users).where(eq(users.id, reference)).for('update');
    if (named && !named.isDemo) return named;
  }
  if (!email) return undefined;
  // By address only once its owner proved it: an unconfirmed sign-up with someone else's address
  // must not catch their purchase (it is claimed at the code instead, claim.ts).
  const [owner] = await tx
    .select()
    .from(users)
    .where(
      and(eq(sql`lower(${users.email})`, email.toLowerCase()), isNotNull(users.emailConfirmedAt)),
    )
    .for('update');
  return owner && !owner.isDemo ? owner : undefined;
}

/** The purchase a provider id names, locked for this event. */
async function purchaseBy(tx: Executor, column: 'paymentIntent' | 'subscription', id: string) {
  const [found] = await tx.select().from(purchases).where(eq(purchases[column], id)).for('update');
  return found;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);

async function completedCheckout(tx: Transaction, now: Date, session: Stripe.Checkout.Session) {
  // A checkout paid later (a bank transfer) completes unpaid; its payment comes as another event.
  if (session.payment_status === 'unpaid') return;
  const kind: PurchaseKind = session.mode === 'subscription' ? 'monthly' : 'one_time';
  const paymentIntent = idOf(session.payment_intent);
  const subscription = idOf(session.subscription);
  const email = session.customer_details?.email ?? session.customer_email ?? null;
  const earlier =
    (paymentIntent && (await purchaseBy(tx, 'paymentIntent', paymentIntent))) ||
    (subscription && (await purchaseBy(tx, 'subscription', subscription))) ||
    undefined;
  const buyer = await buyerOf(tx, session.client_reference_id, email);
  const fields = {
    checkoutSession: session.id,
    paymentIntent,
    subscription,
    kind,
    email,
    // A purchase an account already claimed stays that account's.
    userId: buyer?.id ?? earlier?.userId ?? null,
    purchasedAt: new Date(session.created * 1000),
  };
  // A refund or an ended subscription came first: the purchase is kept as ended.
  const [purchase] = earlier
    ? await tx.update(purchases).set(fields).where(eq(purchases.id, earlier.id)).returning()
    : await tx
        .insert(purchases)
        .values({ ...fields, status: 'active', createdAt: now })
        .returning();
  if (purchase?.status !== 'active' || !buyer) return;
  await grantPremium(tx, now, buyer, { id: purchase.id, kind });
}

async function endedPurchase(
  tx: Transaction,
  now: Date,
  by: { column: 'paymentIntent' | 'subscription'; id: string },
  status: 'refunded' | 'cancelled',
) {
  const found = await purchaseBy(tx, by.column, by.id);
  if (!found) {
    // Heard before its checkout: kept, so that the checkout grants nothing.
    await tx.insert(purchases).values({ [by.column]: by.id, status, endedAt: now, createdAt: now });
    return;
  }
  if (found.status !== 'active') return;
  await tx.update(purchases).set({ status, endedAt: now }).where(eq(purchases.id, found.id));
  if (found.userId) {
    const reason = status === 'refunded' ? 'refund' : 'cancelled';
    await endPremium(tx, now, found.userId, { purchaseId: found.id, reason });
  }
}

async function apply(tx: Transaction, now: Date, event: Stripe.Event) {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return completedCheckout(tx, now, event.data.object);
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntent = idOf(charge.payment_intent);
      // A partial refund leaves the purchase standing.
      if (!charge.refunded || !paymentIntent) return;
      return endedPurchase(tx, now, { column: 'paymentIntent', id: paymentIntent }, 'refunded');
    }
    case 'customer.subscription.deleted':
      // Sent when a cancelled subscription reaches the end of the period paid for.
      return endedPurchase(
        tx,
        now,
        { column: 'subscription', id: event.data.object.id },
        'cancelled',
      );
    default:
      return;
  }
}

/**
 * Checks and applies one webhook delivery. Answers whether it changed anything: false for an
 * event already applied (a retry) or of a type that changes nothing here.
 */
export async function receivePaymentEvent(
  deps: ConfiguredDeps,
  input: { body: string; signature: string | undefined },
): Promise<{ applied: boolean }> {
  const payments = deps.config.payments;
  if (!payments) throw notFound();
  // Loaded here, with payments configured: the SDK is large, and no other path needs it.
  const { default: StripeSdk } = await import('stripe');
  let event: Stripe.Event;
  try {
    event = StripeSdk.webhooks.constructEvent(
      input.body,
      input.signature ?? '',
      payments.webhookSecret,
    );
  } catch {
    throw badSignature();
  }
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return { applied: false };
    await apply(tx, now, event);
    return { applied: true };
  });
}
