/**
 * Where the demo's sign-up offers go: the home page's pricing section. The hash takes a plain
 * link there, as the checklist's thank-you page's does (the demo's overview is sent without the
 * app, record 068); the navigation state does it for a route change (spec section 2, 'Landing
 * page').
 */
export const toPricing = { to: '/#pricing', state: { scrollToPricing: true } } as const;
