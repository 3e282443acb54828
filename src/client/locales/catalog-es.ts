import type { Messages } from '@lingui/core';
import { messages as shared } from '../../shared/locales/es';
import { messages as client } from './es';

// Every Spanish catalog of the client in one (decision record 100): the features' own, the
// client's shared parts' and the words the shared code sends. Loaded before the page hydrates.
const features = import.meta.glob<Messages>('../features/*/locales/es.ts', {
  eager: true,
  import: 'messages',
});

export const messages: Messages = Object.assign({}, shared, client, ...Object.values(features));
