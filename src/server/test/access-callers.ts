// The callers of the access matrix (access-table.ts) and the answers rows are made of.
//
// Each row gives the answer every caller gets. The callers:
// - anonymous: no session; pending: signed up, two-factor not passed yet;
// - demo: the reserved demo account's sandbox; basic, premium: verified accounts of each tier;
// - stranger: a verified basic account calling with the ids of another account's resources
//   (their task, subtask, discussion), which it must neither read nor change;
// - admin: a verified administrator.
//
// Path ids are filled with a fresh resource for each call: the caller's own (the stranger's:
// someone else's; a plan's member or invitation: one added to the caller's plan), so an allowed call really succeeds and a refused one is refused although the
// resource exists. `body` is a valid body: a refusal must come from the access rule, not from
// validation. `fresh` routes change the caller's own session or account, so each call gets a new
// caller of that role.

export const roles = [
  'anonymous',
  'pending',
  'demo',
  'basic',
  'premium',
  'stranger',
  'admin',
] as const;
export type Role = (typeof roles)[number];

type Body = Record<string, unknown>;

export type AccessRow = {
  /** The status each caller gets. */
  expect: Record<Role, number>;
  /** A valid body; a function when it depends on the caller (its email, a new address). */
  body?:
    | Body
    | ((
        caller: { email: string; password: string },
        ids: Record<string, string>,
      ) => Body | FormData);
  fresh?: true;
  /** A query string the route needs to answer at all (`from=...&to=...`), without the '?'. */
  query?: string;
};

export const PASSWORD = 'Caregiver#2026';
export const NEW_PASSWORD = 'Caregiver#2027';
export const newEmail = () => `new-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** Anyone verified may: the demo, both tiers, the stranger and the admin. */
export const signedIn = (status: number): Record<Role, number> => ({
  anonymous: 401,
  pending: 401,
  demo: status,
  basic: status,
  premium: status,
  stranger: status,
  admin: status,
});
/** A change to a resource the caller owns: the stranger learns nothing (404). */
export const ownResource = (status: number, demo = status): Record<Role, number> => ({
  ...signedIn(status),
  demo,
  stranger: 404,
});
/** Administrators only: refused before anything is read (403), logged as a security event. */
export const adminOnly = (status: number): Record<Role, number> => ({
  ...signedIn(403),
  admin: status,
});
/** No session needed: everyone gets the same answer. */
export const everyone = (status: number): Record<Role, number> => ({
  anonymous: status,
  pending: status,
  demo: status,
  basic: status,
  premium: status,
  stranger: status,
  admin: status,
});

export const signUpBody = () => ({
  email: newEmail(),
  password: PASSWORD,
  confirmPassword: PASSWORD,
  acceptTerms: true,
});
