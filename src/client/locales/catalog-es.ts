import type { Messages } from '@lingui/core';
import { messages as common } from './common-es';

// Every Spanish catalog of the client in one (decision record 100): the common words and every
// feature's. The server renders with it (entry-server.tsx), and tests read it; the browser loads
// only the page's own (lib/i18n.ts).
const features = import.meta.glob<Messages>('../features/*/locales/es.ts', {
  eager: true,
  import: 'messages',
});

export const messages: Messages = Object.assign({}, common, ...Object.values(features));
