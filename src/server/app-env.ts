import type { AuthContext } from './auth/sessions';

/** The per-request values handlers read with c.get(). */
export type AppEnv = {
  Variables: {
    requestId: string;
    /** Set by the auth guard on every /api request that carries a usable session. */
    auth: AuthContext | undefined;
    clientAddress: string;
  };
};
