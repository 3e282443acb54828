import type { DehydratedState } from '@tanstack/react-query';
import { DRAWN_QUERIES_ELEMENT_ID } from '../../shared/drawn-page';
import { readJsonBlock } from './json-block';

// A signed-in page the server drew for this request (record 054) carries the queries it was
// drawn with; the browser starts its query cache from them, so hydration sees what was drawn
// and no query is asked for again while it is fresh.

/** The queries this document was drawn with, if any (read once, by main.tsx). */
export const readDrawnQueries = () => readJsonBlock<DehydratedState>(DRAWN_QUERIES_ELEMENT_ID);
