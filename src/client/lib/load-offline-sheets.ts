// The code of the emergency sheets kept on the device (offline-sheets.ts), fetched when first
// wanted: the guards and the session timeout, which every signed-in page loads, carry this one
// line (and one list of the scripts it needs) instead of that code (decision record 082).

export const loadOfflineSheets = () => import('./offline-sheets');
