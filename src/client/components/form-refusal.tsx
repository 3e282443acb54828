import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { AlertCircle } from 'lucide-react';
import type { PostedForm } from '../../shared/page-forms';
import type { ApiError } from '../lib/api';
import { describeApiError } from '../lib/api-error-messages';
import { postedRefusal } from '../lib/posted-form';

/**
 * Why the server refused a form sent as a plain post (record 052): the title the enhanced
 * form's toast would show and the words of the one error translator, above the form, where no
 * script is needed to read them. Nothing is rendered without a refused post.
 */
export function FormRefusal({
  posted,
  title,
  describe = describeApiError,
}: {
  posted: PostedForm | undefined;
  /** The toast's title for this refusal. */
  title: string | ((code: string) => string);
  /**
   * The words for the refusal; the one error translator's unless a step has its own. Given the
   * page's instance: the server renders this panel, in the reader's language.
   */
  describe?: (error: ApiError, i18n: I18n) => string;
}) {
  const { i18n } = useLingui();
  const error = posted?.error;
  if (!error) return null;
  const heading = typeof title === 'string' ? title : title(error.code);
  return (
    <div
      role="alert"
      className="mb-5 flex gap-3 rounded-md border border-destructive bg-background p-4 text-sm"
    >
      <AlertCircle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{heading}</p>
        <p>{describe(postedRefusal(error), i18n)}</p>
      </div>
    </div>
  );
}
