import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleAlert } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { DOCUMENT_LIMITS } from '../../shared/rules/care-limits';
import type { DocumentList, DocumentSummary } from '../../shared/schemas/care';
import { describeApiError } from '../lib/api-error-messages';
import { uploadDocument } from '../lib/care-requests';
import { cn } from '../lib/cn';
import { DOCUMENT_ACCEPT, fileRefusal, formatFileSize } from '../lib/document-format';
import { documentsQueryKey } from '../lib/plan-requests';
import { useRuleWords } from '../lib/rule-words';
import { useHydrated } from '../lib/use-hydrated';
import { Label } from './ui/label';

// The one way a file is added to a plan's documents (issue 35): on the Care profile page, and on
// a task card with its task's id. Choosing a file sends it at once, a step fewer on a phone.
// Why a file was refused is written beside the control, tied to it and announced, not in a toast
// that fades: the person needs it to choose another file.

type Status =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string }
  | { kind: 'uploaded'; name: string }
  | { kind: 'refused'; message: string };

type DocumentUploadFieldProps = {
  planId: string;
  /** Attaches the file to this task of the plan. */
  taskId?: string;
  /** The control's name: 'Upload a document', 'Attach document' (with its task's, unseen). */
  label: ReactNode;
  className?: string;
};

export function DocumentUploadField({
  planId,
  taskId,
  label,
  className,
}: DocumentUploadFieldProps) {
  const { i18n } = useLingui();
  const inReadersWords = useRuleWords();
  const maxSize = formatFileSize(DOCUMENT_LIMITS.fileBytes);
  const id = useId();
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const queryClient = useQueryClient();
  // A file chosen before the page's scripts run would go nowhere.
  const hydrated = useHydrated();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const upload = useMutation({
    mutationFn: (file: File) => uploadDocument(planId, file, taskId),
    onSuccess: (document: DocumentSummary) => {
      // Shown at once; then read again, as the server lists and counts them.
      queryClient.setQueryData<DocumentList>(documentsQueryKey(planId), (list) =>
        list
          ? {
              ...list,
              documents: [document, ...list.documents],
              usedBytes: list.usedBytes + document.size,
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: documentsQueryKey(planId) });
      setStatus({ kind: 'uploaded', name: document.name });
    },
    onError: (error) => setStatus({ kind: 'refused', message: describeApiError(error) }),
  });

  const send = (input: HTMLInputElement) => {
    const file = input.files?.[0];
    // Emptied, so that the same file can be chosen again once renamed or shrunk.
    input.value = '';
    if (!file) return;
    const refusal = fileRefusal(file);
    if (refusal) {
      setStatus({ kind: 'refused', message: refusal });
      return;
    }
    setStatus({ kind: 'uploading', name: file.name });
    upload.mutate(file);
  };

  const refused = status.kind === 'refused';
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      <p id={hintId} className="text-sm text-muted-foreground">
        <Trans>A PDF or a photo (JPEG, PNG or HEIC), up to {maxSize}.</Trans>
      </p>
      <input
        id={id}
        type="file"
        accept={DOCUMENT_ACCEPT}
        disabled={!hydrated || upload.isPending}
        aria-invalid={refused ? true : undefined}
        aria-describedby={`${hintId} ${statusId}`}
        onChange={(event) => send(event.currentTarget)}
        className="w-full max-w-full min-w-0 rounded-md text-sm text-foreground file:mr-3 file:min-h-10 file:cursor-pointer file:rounded-md file:border file:border-border file:bg-background file:px-4 file:font-medium file:text-foreground hover:file:bg-muted disabled:opacity-60 aria-invalid:file:border-2 aria-invalid:file:border-destructive"
      />
      {/* Always on the page, so what it says next is announced. */}
      <p
        id={statusId}
        aria-live="polite"
        className={cn(
          'flex items-start gap-1.5 text-sm',
          refused ? 'font-medium text-destructive' : 'text-muted-foreground',
        )}
      >
        {refused && <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />}
        <span className="min-w-0 break-words">{statusText(status, i18n, inReadersWords)}</span>
      </p>
    </div>
  );
}

function statusText(
  status: Status,
  i18n: I18n,
  inReadersWords: (message: string) => string,
): string {
  switch (status.kind) {
    case 'uploading': {
      const { name } = status;
      return i18n._(msg`Uploading ${name}…`);
    }
    case 'uploaded': {
      const { name } = status;
      return i18n._(msg`${name} uploaded.`);
    }
    case 'refused':
      // The browser's own check writes the rule's English: in the reader's words when shown.
      return inReadersWords(status.message);
    default:
      return '';
  }
}
