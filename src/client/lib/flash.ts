import { toast } from 'sonner';

// A toast that must survive a full page load (shown by the next page): kept in sessionStorage.
const KEY = 'pme_flash';

type Flash = { kind: 'error' | 'message'; title: string; description?: string };

export function flashAfterReload(flash: Flash): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(flash));
  } catch {
    // Without storage the message is lost; the page itself still works.
  }
}

export function showFlash(): void {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return;
    sessionStorage.removeItem(KEY);
    const flash = JSON.parse(raw) as Flash;
    const show = flash.kind === 'error' ? toast.error : toast;
    show(flash.title, { description: flash.description });
  } catch {
    // A broken entry is dropped.
  }
}
