/** Saves a file the page made or fetched (a CSV, an image, an export) through the browser's download. */
export function downloadFile(name: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers read the address after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
