// A signed-in page rendered on the server for the request (record 054): the server reads what the
// page's first view needs through its own API, as the browser would, and the client's
// server-side entry renders the page with it. The data travels in the page as a JSON block, so
// the browser takes over without asking for it again.

/** The id of the page's JSON block holding the queries it was rendered with. */
export const DEHYDRATED_STATE_ELEMENT_ID = 'dehydrated-state';

/**
 * Reads an API path as the request's user: the JSON of a 2xx answer, undefined for any other
 * (no session, no access, a failure: the page is then sent unrendered, as before).
 */
export type ApiReader = (path: string) => Promise<unknown>;

/**
 * The header of a page rendered with the current user's data: that user's id. The service worker
 * keeps an emergency sheet offline only from an answer that carries it (a page's frame, sent
 * when nobody is signed in, does not), in a cache named for that user (decision record 082).
 */
export const RENDERED_FOR_HEADER = 'x-rendered-for';

/**
 * The header of a page rendered for one plan (the emergency sheet): that plan's id. A copy kept on
 * a device says whose plan it shows, so it can go once the current user leaves the plan, whatever
 * address it was kept under (`/emergency-sheet` alone is the default plan's; record 082).
 */
export const RENDERED_PLAN_HEADER = 'x-rendered-plan';

/**
 * What a signed-in page's rendering answers: the page with its data and for whom (and which plan),
 * or that the current user asked for a plan that is not theirs (the server answers 404, and a
 * kept copy of that plan's sheet goes: issue 54).
 */
export type SignedInRender =
  | { body: string; dehydratedState: unknown; userId: string; planId?: string }
  | { notMember: true };
