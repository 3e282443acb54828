/**
 * Where the demo's sign-up offers go: the home page, told by the navigation state to scroll its
 * pricing section into view (spec section 2, 'Landing page').
 */
export const toPricing = { to: '/', state: { scrollToPricing: true } } as const;
