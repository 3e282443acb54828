import { z } from '../../../shared/schemas/zod';
import { parseInput } from '../../lib/validate';

// The shape of a webhook event (issue 54): a signed body is Stripe's, but only its shape, checked
// here before anything is written, lets it through. Every event needs its envelope (an `evt_` id,
// a type, `data.object`); the events we handle need the fields of `data.object` they read, so a
// wrong one answers 400 and changes nothing, never a 500 halfway through. An event of another
// type is acknowledged with only its envelope checked, as Stripe expects of an endpoint.

/** One of Stripe's ids: a prefix, an underscore, letters and digits. */
const stripeId = z
  .string()
  .max(255)
  .regex(/^[a-z]+_[A-Za-z0-9_]+$/, 'Not a Stripe id');

/** A field Stripe may expand into its object: the id either way, or null. */
const expandable = z
  .union([stripeId, z.object({ id: stripeId })])
  .nullish()
  .transform((value) => (typeof value === 'string' ? value : (value?.id ?? null)));

const address = z.string().max(320).nullish();

const envelope = z.object({
  id: stripeId.regex(/^evt_/, 'Not an event id'),
  type: z
    .string()
    .max(255)
    .regex(/^[a-z][a-z0-9_.]*$/, 'Not an event type'),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

const checkoutSession = z.object({
  id: stripeId,
  mode: z.enum(['payment', 'subscription', 'setup']),
  payment_status: z.enum(['paid', 'unpaid', 'no_payment_required']),
  created: z.number().int().nonnegative(),
  // Whatever the buyer's link carried (Stripe allows 200 characters); looked up only as an id.
  client_reference_id: z.string().max(200).nullish(),
  customer_details: z.object({ email: address }).nullish(),
  customer_email: address,
  payment_intent: expandable,
  subscription: expandable,
});

const charge = z.object({ id: stripeId, payment_intent: expandable, refunded: z.boolean() });

const subscription = z.object({ id: stripeId });

const CHECKOUT_TYPES = [
  'checkout.session.completed',
  // A checkout paid later (a bank transfer) completes unpaid, then this comes with its payment.
  'checkout.session.async_payment_succeeded',
] as const;

const handled = z.discriminatedUnion('type', [
  envelope.extend({ type: z.enum(CHECKOUT_TYPES), data: z.object({ object: checkoutSession }) }),
  envelope.extend({ type: z.literal('charge.refunded'), data: z.object({ object: charge }) }),
  // Sent when a cancelled subscription reaches the end of the period paid for.
  envelope.extend({
    type: z.literal('customer.subscription.deleted'),
    data: z.object({ object: subscription }),
  }),
]);

const HANDLED_TYPES: readonly string[] = [
  ...CHECKOUT_TYPES,
  'charge.refunded',
  'customer.subscription.deleted',
];

export type CheckoutSession = z.infer<typeof checkoutSession>;
export type HandledEvent = z.infer<typeof handled>;

/**
 * The signed body, as JSON, checked as an event: its id and type, and the event itself when it
 * is of a type we act on. Else the 400 of bad input, naming the first field that is wrong.
 */
export function parsePaymentEvent(json: unknown): {
  id: string;
  type: string;
  handled?: HandledEvent;
} {
  const { id, type } = parseInput(envelope, json);
  if (!HANDLED_TYPES.includes(type)) return { id, type };
  return { id, type, handled: parseInput(handled, json) };
}
