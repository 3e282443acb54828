import type { Config } from '../../config';

// Who the passkeys belong to (WebAuthn's "relying party"): the site at PUBLIC_URL. A passkey is
// bound to the host name (its id) and answers only pages of the origin, so behind a proxy
// PUBLIC_URL must be the public https address people type, not the internal one (README).

export type RelyingParty = { id: string; origin: string; name: string };

export const RELYING_PARTY_NAME = 'PlanMyEldercare';

export function relyingParty(config: Pick<Config, 'publicUrl'>): RelyingParty {
  const url = new URL(config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: RELYING_PARTY_NAME };
}
