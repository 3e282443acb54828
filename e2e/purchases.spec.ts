import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import { expect, test } from './fixtures';
import { SPAWNED_PORT_BASE } from './support/ports';
import { signUpFromLog, spawnServer, waitForHealth } from './support/spawn-server';

// A purchase that really upgrades (decision D11, issue 36), on a server of its own with payments
// configured: Upgrade Now opens the checkout naming the account, Stripe's signed webhook (built
// with Stripe's own test helper) grants premium, and the waiting page moves on to the premium
// dashboard by itself, without a reload.

const PORT = SPAWNED_PORT_BASE + 38;
const SECRET = 'whsec_journeysecret0123';
const CHECKOUT = 'https://buy.stripe.com/test_journey_onetime';

test('Upgrade Now opens the checkout naming the account; the signed webhook makes the open page premium', async ({
  page,
  context,
  expectAccessible,
}) => {
  test.setTimeout(90_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pme-purchases-'));
  fs.chmodSync(dataDir, 0o755);
  const server = spawnServer(PORT, {
    DATA_DIR: path.join(dataDir, 'data'),
    STRIPE_WEBHOOK_SECRET: SECRET,
    CHECKOUT_ONE_TIME_URL: CHECKOUT,
    CHECKOUT_MONTHLY_URL: 'https://buy.stripe.com/test_journey_monthly',
  });
  try {
    await waitForHealth(server.baseUrl);
    const cookie = await signUpFromLog(server, 'Purchase#Journey2026');
    const [name = '', value = ''] = cookie.split('=');
    await context.addCookies([{ name, value, url: server.baseUrl }]);
    await context.addInitScript(() => localStorage.setItem('pme_has_seen_welcome', 'true'));
    // Stripe's checkout is outside this machine: the journey stands in for its page.
    await context.route('https://buy.stripe.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Stripe Checkout</title><p>Pay</p>' }),
    );
    const session = await (
      await fetch(`${server.baseUrl}/api/auth/session`, { headers: { cookie } })
    ).json();
    const userId = session.user.id as string;

    await page.goto(`${server.baseUrl}/upgrade-premium`);
    await expect(page.getByRole('heading', { level: 1, name: 'Upgrade to Premium' })).toBeVisible();
    const [checkout] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: /^Upgrade Now/ }).click(),
    ]);
    await checkout.waitForURL(/^https:\/\/buy\.stripe\.com\//);
    const opened = new URL(checkout.url());
    expect(`${opened.origin}${opened.pathname}`).toBe(CHECKOUT);
    expect(opened.searchParams.get('client_reference_id')).toBe(userId);
    expect(opened.searchParams.get('prefilled_email')).toBe(session.user.email);
    await expect(
      page.getByRole('status').filter({ hasText: 'Waiting for your purchase' }),
    ).toBeVisible();
    await expectAccessible();

    // The buyer pays; Stripe tells the server.
    const payload = JSON.stringify({
      id: 'evt_journey_purchase',
      object: 'event',
      type: 'checkout.session.completed',
      data: {
        object: {
          id: 'cs_journey',
          object: 'checkout.session',
          mode: 'payment',
          payment_status: 'paid',
          created: Math.floor(Date.now() / 1000),
          client_reference_id: userId,
          customer_details: { email: session.user.email },
          payment_intent: 'pi_journey',
          subscription: null,
        },
      },
    });
    const delivered = await fetch(`${server.baseUrl}/api/payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET }),
      },
      body: payload,
    });
    expect(delivered.status).toBe(200);

    // The waiting page sees it and moves on, in the app, to premium content: no reload.
    const marker = await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
      return true;
    });
    expect(marker).toBe(true);
    await expect(page.getByText('Account upgraded to Premium!')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(`${server.baseUrl}/app`);
    await page.getByRole('link', { name: /Housing & Living Arrangements/ }).click();
    await expect(page.locator('video').first()).toBeAttached();
    expect(
      await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);

    await page.goto(`${server.baseUrl}/profile`);
    await expect(page.getByText(/^Premium since \w{3} \d{1,2}, one-time purchase$/)).toBeVisible();
    await expectAccessible();
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
