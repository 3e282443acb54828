import { STORAGE_KEYS } from '../../../../shared/constants';

// Whether this browser has dismissed the dashboard's first-visit welcome video.

export function hasSeenWelcome(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEYS.hasSeenWelcome) === 'true';
  } catch {
    // Storage blocked (some private modes): show the welcome; it closes for this visit anyway.
    return false;
  }
}

export function rememberWelcomeSeen(): void {
  try {
    localStorage.setItem(STORAGE_KEYS.hasSeenWelcome, 'true');
  } catch {
    // Nothing to do: it will simply show again next visit.
  }
}
