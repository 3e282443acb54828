import type { Messages } from '@lingui/core';
import { messages as shared } from '../../shared/locales/es';
import { messages as client } from './es';

// The Spanish words every page of the app needs (decision record 100): the client's shared parts'
// (the app's frame, components, lib) and those the shared code sends (page titles, rule
// messages, category names). A page loads these and its own feature's catalog (lib/i18n.ts).
export const messages: Messages = { ...shared, ...client };
