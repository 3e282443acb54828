import type { DehydratedState } from '@tanstack/react-query';
import { DEHYDRATED_STATE_ELEMENT_ID } from '../../shared/server-rendered-page';
import { readJsonBlock } from './json-block';

// A signed-in page the server rendered for this request (record 054) carries the queries it was
// rendered with; the browser starts its query cache from them, so hydration sees what was rendered
// and no query is asked for again while it is fresh.

/** The queries this document was rendered with, if any (read once, by main.tsx). */
export const readDehydratedState = () =>
  readJsonBlock<DehydratedState>(DEHYDRATED_STATE_ELEMENT_ID);
