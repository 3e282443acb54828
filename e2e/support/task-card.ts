import { expect, type Locator } from '@playwright/test';

/**
 * Opens a task card, closed until then (its <summary>, record 094), as a tap on it does; a card
 * already open stays open. Answers the card, for the steps inside it.
 */
export async function openCard(card: Locator): Promise<Locator> {
  const details = card.locator('details');
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) {
    await card.locator('summary').click();
  }
  await expect(details).toHaveAttribute('open', '');
  return card;
}
