// A message that must survive a full page load (shown by the next page): kept in
// sessionStorage. No toast library here: a content page (record 053) shows it without React.
const KEY = 'pme_flash';

export type Flash = { kind: 'error' | 'success' | 'message'; title: string; description?: string };

/** Leaves one or more messages (a sign-up's 'Account created', then its next step) for the next page. */
export function flashAfterReload(...flashes: Flash[]): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(flashes));
  } catch {
    // Without storage the message is lost; the page itself still works.
  }
}

const isFlash = (value: unknown): value is Flash =>
  typeof (value as Flash | null)?.title === 'string';

/** The messages left for this page, in order, once: they are removed as they are read. */
export function takeFlashes(): Flash[] {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return [];
    sessionStorage.removeItem(KEY);
    const stored: unknown = JSON.parse(raw);
    // A single message is what a tab open across an update may still hold.
    return (Array.isArray(stored) ? stored : [stored]).filter(isFlash);
  } catch {
    // A broken entry is dropped.
    return [];
  }
}
