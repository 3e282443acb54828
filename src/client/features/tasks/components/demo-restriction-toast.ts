import { i18n as browserI18n } from '@lingui/core';
import { t as coreT } from '@lingui/core/macro';
import { demoRestrictionMessage } from '../../../../shared/rules/task-messages';
import { ruleWordsFor } from '../../../lib/rule-words';
import { toast } from '../../../lib/toast';

// What the demo account may not do on a task (spec section 6), said before anything is sent.

/**
 * Shown after a press, in the browser only: written through the page's one Lingui instance. The
 * description is the server's sentence, whose `action` is its English words, in the page's
 * language (lib/rule-words.ts).
 */
export function demoRestrictionToast(action: string): void {
  void ruleWordsFor(browserI18n).then((inReadersWords) => {
    toast(coreT`Demo mode restriction`, {
      description: inReadersWords(demoRestrictionMessage(action)),
    });
  });
}
