// This page load's id, sent with every change the page asks for (PAGE_ID_HEADER). The plan's live
// stream names the page that made each change, and that page, which already shows the change
// from the server's answer, does not read the plan again. Random, and new at every load: it
// says nothing about who is signed in.

function newPageId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_');
}

export const PAGE_ID = newPageId();
