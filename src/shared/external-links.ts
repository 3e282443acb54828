// Outside addresses both sides need: the client links and embeds them, the server allows them
// in its Content-Security-Policy. The app works fully when none of them is reachable.

/** The welcome video shown from the app header (an embeddable player page). */
export const WELCOME_VIDEO_URL = 'https://www.youtube-nocookie.com/embed/planmyeldercare-welcome';

/** Instructional task videos: `${TASK_VIDEO_BASE_URL}${libraryKey}.mp4`, for premium users. */
export const TASK_VIDEO_BASE_URL = 'https://videos.planmyeldercare.com/tasks/';

export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
export const TASK_VIDEO_ORIGIN = 'https://videos.planmyeldercare.com';

/**
 * The checkout's upsell widget on /membership-upsell (the second, embedded membership offer),
 * and the affiliate tracking script that page loads with its own address as a parameter. Only
 * that page's Content-Security-Policy allows their origins (the route table's scriptOrigins).
 */
export const UPSELL_WIDGET_SCRIPT_URL = 'https://checkout.planmyeldercare.com/embed/upsell.js';
export const UPSELL_WIDGET_ORIGIN = new URL(UPSELL_WIDGET_SCRIPT_URL).origin;
export const TRACKING_SCRIPT_URL = 'https://track.planmyeldercare.com/affiliate.js';
export const TRACKING_SCRIPT_ORIGIN = new URL(TRACKING_SCRIPT_URL).origin;

/**
 * The checkout's own pages, where purchases went before payments were configured (decision D4),
 * and still go without them.
 */
export const UNCONFIGURED_CHECKOUT = {
  'one-time': 'https://checkout.planmyeldercare.com/purchase',
  monthly: 'https://checkout.planmyeldercare.com/monthly',
} as const;
export type CheckoutKind = keyof typeof UNCONFIGURED_CHECKOUT;

/**
 * Where every buy button points (decision D11, record 083): our address, which sends the buyer on
 * to the checkout naming their account (or the address they give), so the purchase finds them.
 */
export const CHECKOUT_PATHS: Record<CheckoutKind, string> = {
  'one-time': '/api/payments/checkout/one-time',
  monthly: '/api/payments/checkout/monthly',
};
