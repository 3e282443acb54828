import type { DehydratedState } from '@tanstack/react-query';
import { DRAWN_QUERIES_ELEMENT_ID } from '../../shared/drawn-page';

// A signed-in page the server drew for this request (record 054) carries the queries it was
// drawn with; the browser starts its query cache from them, so hydration sees what was drawn
// and no query is asked for again while it is fresh.

/** The queries this document was drawn with, if any (read once, by main.tsx). */
export function readDrawnQueries(): DehydratedState | undefined {
  try {
    const text = document.getElementById(DRAWN_QUERIES_ELEMENT_ID)?.textContent;
    return text ? (JSON.parse(text) as DehydratedState) : undefined;
  } catch {
    return undefined;
  }
}
