import { type Context, Hono } from 'hono';
import type { CheckoutKind } from '../../../shared/external-links';
import { emailSchema } from '../../../shared/schemas/auth';
import { z } from '../../../shared/schemas/zod';
import { access } from '../../auth/access';
import { actorOf, type SignedInEnv } from '../../auth/require-user';
import { isPending, isStandIn } from '../../auth/sessions';
import { queryOf } from '../../lib/validate';
import type { ConfiguredDeps } from '../../service-deps';
import { checkoutAddress } from './checkout';
import { receivePaymentEvent } from './webhook.service';

const checkoutQuery = z.object({ email: emailSchema.optional() });

/** `/api/payments`: Stripe's webhook, and every buy button's way to the checkout (record 083). */
export function paymentsRoutes(deps: ConfiguredDeps) {
  const toCheckout = (c: Context<SignedInEnv>, kind: CheckoutKind) => {
    const actor = actorOf(c);
    // A verified session of a real account: not a code still to enter, a sign-up stand-in or
    // the demo.
    const signedIn =
      actor !== undefined &&
      !isPending(actor.session) &&
      !isStandIn(actor.session) &&
      !actor.user.isDemo;
    const email = c.req.query('email') || undefined;
    const to = checkoutAddress(deps.config, kind, {
      userId: signedIn ? actor?.user.id : undefined,
      email: signedIn ? actor?.user.email : email,
    });
    c.header('Cache-Control', 'private, no-store');
    return c.redirect(to, 302);
  };
  return (
    new Hono<SignedInEnv>()
      // Signed by Stripe, not by a session: the signature is the access rule. The raw body is
      // what was signed, so it is read as text and never parsed before the check.
      .post('/webhook', access.public, async (c) => {
        const body = await c.req.text();
        const signature = c.req.header('stripe-signature');
        return c.json(await receivePaymentEvent(deps, { body, signature }));
      })
      // A link, so it works before and without scripts, in a new tab: the signed-in account is
      // named; a visitor may give the address to fill in.
      .get('/checkout/one-time', access.public, queryOf(checkoutQuery), (c) =>
        toCheckout(c, 'one-time'),
      )
      .get('/checkout/monthly', access.public, queryOf(checkoutQuery), (c) =>
        toCheckout(c, 'monthly'),
      )
  );
}
