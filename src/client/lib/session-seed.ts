import { createContext, useContext } from 'react';
import type { SessionState } from '../../shared/schemas/auth';

/**
 * Puts a session the API has just answered into the app's query cache, so the next page in the
 * app does not ask for it again (app/providers.tsx gives it). A form island has no cache (record
 * 061): there it does nothing, and the page it loads next reads the session itself. It is a
 * context of its own so an island's code carries no TanStack Query (record 066).
 */
export const SeedSessionContext = createContext<(session: SessionState) => void>(() => {});

export function useSeedSession(): (session: SessionState) => void {
  return useContext(SeedSessionContext);
}
