import { type AccessRow, everyone } from '../access-callers';

// The access matrix's rows for purchases (access-table.ts; decision D11, issue 36). The matrix's
// app has no payments configured: the webhook is not there (404) and every buy button goes to
// the checkout's own page (302), for anyone. The webhook's signature checks, with payments
// configured, are in features/payments/payments.test.ts.

export const paymentRows: Record<string, AccessRow> = {
  'POST /api/payments/webhook': { expect: everyone(404), body: {} },
  'GET /api/payments/checkout/one-time': { expect: everyone(302) },
  'GET /api/payments/checkout/monthly': { expect: everyone(302) },
};
