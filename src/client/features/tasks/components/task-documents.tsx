import { Trans } from '@lingui/react/macro';
import { Download } from 'lucide-react';
import { useId } from 'react';
import type { DocumentList } from '../../../../shared/schemas/care';
import { DocumentUploadField } from '../../../components/document-upload-field';
import { formatFileSize } from '../../../lib/document-format';
import { documentPath } from '../../../lib/plan-requests';

// A task's documents, under its notes (issue 35): its code loads when a card's notes are first
// shown, and the plan's documents are read then, once for every card of the plan (one query,
// shared), not with the dashboard: most visits open no notes.

type TaskDocumentsProps = {
  planId: string;
  /** The plan's documents, read by the card (task-card.tsx); undefined while on their way. */
  documents: DocumentList | undefined;
  /** The read failed. */
  failed: boolean;
  task: { id: string; title: string };
  /** Owners and caregivers attach files; a viewer downloads them. */
  canAttach: boolean;
};

export function TaskDocuments({ planId, documents, failed, task, canAttach }: TaskDocumentsProps) {
  const headingId = `${useId()}-documents`;
  const { title } = task;
  const attached = documents?.documents.filter((document) => document.taskId === task.id);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h4 id={headingId} className="text-sm font-medium">
        <Trans>Documents</Trans>
      </h4>
      {failed ? (
        <p className="text-sm text-muted-foreground">
          <Trans>The documents could not be loaded.</Trans>
        </p>
      ) : !attached ? (
        <p className="text-sm text-muted-foreground">
          <Trans>Loading the documents…</Trans>
        </p>
      ) : attached.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No documents attached.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-1">
          {attached.map((document) => (
            <li key={document.id}>
              <a
                href={documentPath(planId, document.id)}
                download={document.name}
                className="inline-flex min-h-9 max-w-full items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                <Download aria-hidden="true" className="size-4 shrink-0" />
                <span className="sr-only">
                  <Trans>Download</Trans>{' '}
                </span>
                <span className="min-w-0 break-words">{document.name}</span>
                <span className="shrink-0 font-normal text-muted-foreground">
                  ({formatFileSize(document.size)})
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {canAttach && (
        <DocumentUploadField
          planId={planId}
          taskId={task.id}
          label={
            <Trans>
              Attach document<span className="sr-only"> to “{title}”</span>
            </Trans>
          }
        />
      )}
    </section>
  );
}
