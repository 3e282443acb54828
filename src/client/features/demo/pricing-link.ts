/**
 * Where the demo's upgrade offer goes ('Upgrade for Full Access'): the home page's pricing
 * section; its 'Sign Up for Full Access' goes to /signup (record 093). The hash takes a plain
 * link there, as the checklist's thank-you page's does (the demo's overview is sent without the
 * app, record 068); the navigation state does it for a route change (spec section 2, 'Landing
 * page').
 */
export const toPricing = { to: '/#pricing', state: { scrollToPricing: true } } as const;
