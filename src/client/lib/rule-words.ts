import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { onFirstUse } from './on-first-use';

// The rules' messages in the reader's language (issue 59, record 101). The schemas and the
// server write a rule's message in English; shared/rules/rule-messages.ts `localizeRuleMessage`
// writes it in a reader's language by its English. Its words (every rule's English beside its
// id) are loaded only for a reader not reading English, at their first use of the page or with
// the first refusal, as the forms' schemas are: an English page never carries them.

type Localize = (message: string, i18n: I18n) => string;

let loaded: Localize | undefined;
let loading: Promise<Localize> | undefined;

/** An instance not yet given a language (code run outside a page) writes as it was given. */
export const readsEnglish = (i18n: I18n) => (i18n.locale || 'en') === 'en';

function loadRuleWords(): Promise<Localize> {
  loading ??= import('../../shared/rules/rule-messages').then((module) => {
    loaded = module.localizeRuleMessage;
    return loaded;
  });
  return loading;
}

/** The function that writes a rule's message in `i18n`'s language, loaded if it must be. */
export async function ruleWordsFor(i18n: I18n): Promise<(message: string) => string> {
  if (readsEnglish(i18n)) return (message) => message;
  const localize = await loadRuleWords();
  return (message) => localize(message, i18n);
}

/**
 * A rule's message in the reader's language, for what a page shows at once (a password's
 * strength, a field the browser checks, a limit reached): as it is until the words have come,
 * which they have by the time anything was typed (loaded at the page's first use).
 */
export function useRuleWords(): (message: string) => string {
  const { i18n } = useLingui();
  const english = readsEnglish(i18n);
  const [localize, setLocalize] = useState<Localize | undefined>(() => loaded);
  useEffect(() => {
    if (english || localize) return;
    return onFirstUse(() => {
      void loadRuleWords().then((found) => setLocalize(() => found));
    });
  }, [english, localize]);
  return (message) => (localize && !english ? localize(message, i18n) : message);
}
