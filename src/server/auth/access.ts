import type { MiddlewareHandler } from 'hono';

// Who may call an API route, declared where the route is (issue 34, decision record 081): a
// route's own steps say `access.public`, `access.pending` or `access.admin`, and the guard
// (guard.ts) reads the declaration of the route a request matched before anything else runs. A
// route that declares nothing needs a signed-in, two-factor-verified session, so a new route is
// protected by default.

/** Anyone; a session still pending two-factor (its code, its state); a verified member; an admin. */
export type Access = 'public' | 'pending' | 'user' | 'admin';

const DECLARED = Symbol('declared access');

type Declaration = MiddlewareHandler & { [DECLARED]: Access };

function declare(rule: Exclude<Access, 'user'>): Declaration {
  // A step that only carries the rule: the guard has applied it by the time it runs.
  const step: MiddlewareHandler = (_c, next) => next();
  return Object.assign(step, { [DECLARED]: rule });
}

/** The declarations a route may carry: `.post('/sign-in', access.public, handler)`. */
export const access = {
  public: declare('public'),
  pending: declare('pending'),
  admin: declare('admin'),
} as const;

/**
 * The access the handlers a request matched declare, in the order they run: the last
 * declaration (a route's own over its prefix's), or 'user' when none declares one.
 */
export function declaredAccess(matched: readonly { handler: unknown }[]): Access {
  let found: Access = 'user';
  for (const { handler } of matched) {
    const rule = (handler as Partial<Declaration> | undefined)?.[DECLARED];
    if (rule) found = rule;
  }
  return found;
}
