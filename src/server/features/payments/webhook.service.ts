import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from '../../../shared/schemas/zod';
import type { Executor, Transaction } from '../../db/client';
import { paymentEvents, purchases, users } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { ConfiguredDeps } from '../../service-deps';
import { type AuditEntry, auditedChange } from '../audit';
import { endPremium, grantPremium, lockAccount, type PurchaseKind } from './premium';
import { type CheckoutSession, type HandledEvent, parsePaymentEvent } from './stripe-event';

// Stripe's signed webhook (decision D11, record 083): `POST /api/payments/webhook`. The signature
// and its timestamp are checked by Stripe's own library on the raw body (a replay older than its
// five minutes is refused); each event is applied exactly once, by its id, in one transaction
// with what it changes, so a retry or a duplicate delivery does nothing. Events may come in any
// order: a purchase is found by whichever of its ids the event carries, and a refund or an ended
// subscription heard before its checkout is kept, so the checkout grants nothing when it comes.
// An event of the wrong shape is refused with 400 before anything is written (issue 54).

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

/** The purchase a provider id names, locked for this event unless only looked at. */
async function purchaseBy(
  tx: Executor,
  column: 'paymentIntent' | 'subscription' | 'checkoutSession',
  id: string,
  lock = true,
) {
  const query = tx.select().from(purchases).where(eq(purchases[column], id));
  const [found] = lock ? await query.for('update') : await query;
  return found;
}

/** What applying an event answers: the audit entry of what it did to an account, if anything. */
type Applied = Promise<AuditEntry | undefined>;

async function completedCheckout(tx: Transaction, now: Date, session: CheckoutSession): Applied {
  // A checkout paid later (a bank transfer) completes unpaid; its payment comes as another event.
  // One that only saves a card for later is no purchase.
  if (session.payment_status === 'unpaid' || session.mode === 'setup') return undefined;
  const kind: PurchaseKind = session.mode === 'subscription' ? 'monthly' : 'one_time';
  const { payment_intent: paymentIntent, subscription } = session;
  const email = session.customer_details?.email ?? session.customer_email ?? null;
  // The account before the purchase, as every event locks them (premium.ts).
  const buyer = await buyerOf(tx, session.client_reference_id ?? null, email);
  const earlier =
    (paymentIntent && (await purchaseBy(tx, 'paymentIntent', paymentIntent))) ||
    (subscription && (await purchaseBy(tx, 'subscription', subscription))) ||
    (await purchaseBy(tx, 'checkoutSession', session.id));
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
  if (purchase?.status !== 'active' || !buyer) return undefined;
  return grantPremium(tx, now, buyer.id, { id: purchase.id, kind });
}

async function endedPurchase(
  tx: Transaction,
  now: Date,
  by: { column: 'paymentIntent' | 'subscription'; id: string },
  status: 'refunded' | 'cancelled',
): Applied {
  const seen = await purchaseBy(tx, by.column, by.id, false);
  if (!seen) {
    // Heard before its checkout: kept, so that the checkout grants nothing.
    await tx.insert(purchases).values({ [by.column]: by.id, status, endedAt: now, createdAt: now });
    return undefined;
  }
  // The account before the purchase, as every event locks them (premium.ts).
  if (seen.userId) await lockAccount(tx, seen.userId);
  const found = await purchaseBy(tx, by.column, by.id);
  if (found?.status !== 'active') return undefined;
  await tx.update(purchases).set({ status, endedAt: now }).where(eq(purchases.id, found.id));
  return endPremium(tx, now, found, status === 'refunded' ? 'refund' : 'cancelled');
}

async function apply(tx: Transaction, now: Date, event: HandledEvent): Applied {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return completedCheckout(tx, now, event.data.object);
    case 'charge.refunded': {
      const { payment_intent: paymentIntent, refunded } = event.data.object;
      // A partial refund leaves the purchase standing.
      if (!refunded || !paymentIntent) return undefined;
      return endedPurchase(tx, now, { column: 'paymentIntent', id: paymentIntent }, 'refunded');
    }
    case 'customer.subscription.deleted':
      return endedPurchase(
        tx,
        now,
        { column: 'subscription', id: event.data.object.id },
        'cancelled',
      );
  }
}

/**
 * Checks and applies one webhook delivery: its signature, then its shape (stripe-event.ts), both
 * before anything is written. Answers whether it was applied: false for an event already applied
 * (a retry); an event of a type we do not act on is kept by its id and changes nothing else.
 */
export async function receivePaymentEvent(
  deps: ConfiguredDeps,
  input: { body: string; signature: string | undefined },
): Promise<{ applied: boolean }> {
  const payments = deps.config.payments;
  if (!payments) throw notFound();
  // Loaded here, with payments configured: the SDK is large, and no other path needs it.
  const { default: StripeSdk } = await import('stripe');
  let json: unknown;
  try {
    json = StripeSdk.webhooks.constructEvent(
      input.body,
      input.signature ?? '',
      payments.webhookSecret,
    );
  } catch (error) {
    // The signature is checked first: only a signed body that is not JSON gets here this way.
    if (error instanceof SyntaxError) throw badRequest('The webhook event is not JSON.');
    throw badSignature();
  }
  const event = parsePaymentEvent(json);
  // Nobody is signed in: each entry names the account the event changed.
  return auditedChange<{ applied: boolean }>(deps, null, async (tx, now) => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!fresh) return { result: { applied: false }, audit: undefined };
    const audit = event.handled ? await apply(tx, now, event.handled) : undefined;
    return { result: { applied: true }, audit };
  });
}
