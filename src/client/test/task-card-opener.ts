/**
 * The part of a task card that opens and closes it (its <summary>, record 094): what a tap on a
 * closed card presses.
 */
export function cardOpener(card: HTMLElement): HTMLElement {
  const opener = card.querySelector('summary');
  if (!opener) throw new Error('the card has no opener');
  return opener;
}
