// A message that must survive a full page load (shown by the next page): kept in
// sessionStorage. No toast library here: a content page (record 053) shows it without React.
const KEY = 'pme_flash';

export type Flash = { kind: 'error' | 'success' | 'message'; title: string; description?: string };

export function flashAfterReload(flash: Flash): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(flash));
  } catch {
    // Without storage the message is lost; the page itself still works.
  }
}

/** The message left for this page, once: it is removed as it is read. */
export function takeFlash(): Flash | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return undefined;
    sessionStorage.removeItem(KEY);
    const flash = JSON.parse(raw) as Flash;
    return typeof flash?.title === 'string' ? flash : undefined;
  } catch {
    // A broken entry is dropped.
    return undefined;
  }
}
