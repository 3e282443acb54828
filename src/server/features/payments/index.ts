// Index of the payments feature (decision record 080): other features and the app import it
// only through this file. Purchases through Stripe (decision D11, record 083): the webhook, the
// way to the checkout, and what a purchase does to an account.

export { claimPurchasesOnProof } from './claim';
export { paymentsRoutes } from './payments.routes';
export { manualTier, upgradedTier } from './premium';
