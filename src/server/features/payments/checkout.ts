import type { CheckoutKind } from '../../../shared/external-links';
import { UNCONFIGURED_CHECKOUT } from '../../../shared/external-links';
import type { Config } from '../../config';

/**
 * Where a buy button sends the buyer (decision D11): the configured checkout link with the
 * signed-in account's id as its reference and their address filled in (Stripe's Payment Link
 * parameters `client_reference_id` and `prefilled_email`), or for a visitor the address they
 * gave, if any. Without payments configured, the checkout's own page, as before (D4).
 */
export function checkoutAddress(
  config: Pick<Config, 'payments'>,
  kind: CheckoutKind,
  buyer: { userId?: string; email?: string },
): string {
  if (!config.payments) return UNCONFIGURED_CHECKOUT[kind];
  const url = new URL(kind === 'monthly' ? config.payments.monthlyUrl : config.payments.oneTimeUrl);
  if (buyer.userId) url.searchParams.set('client_reference_id', buyer.userId);
  if (buyer.email) url.searchParams.set('prefilled_email', buyer.email);
  return url.href;
}
