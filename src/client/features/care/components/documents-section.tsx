import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, FileText, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { documentTypes } from '../../../../shared/rules/documents';
import { canRestoreMessage } from '../../../../shared/rules/limits';
import type { DocumentSummary } from '../../../../shared/schemas/care';
import { ConfirmDelete } from '../../../components/confirm-delete';
import { DocumentUploadField } from '../../../components/document-upload-field';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { describeApiError } from '../../../lib/api-error-messages';
import { deleteDocument } from '../../../lib/care-requests';
import { documentUsage, formatDocumentDate, formatFileSize } from '../../../lib/document-format';
import { useLocale } from '../../../lib/i18n';
import { notifyRefused } from '../../../lib/notify-refused';
import { withPlan } from '../../../lib/plan-context';
import { documentPath, documentsQuery, documentsQueryKey } from '../../../lib/plan-requests';
import { toast } from '../../../lib/toast';
import { ProfileSection } from './profile-section';

// The plan's documents on the Care profile page: every one, the plan's own and those attached to
// a task, each downloaded as a file (members only, the server checks). Owners and caregivers
// upload and delete; a viewer reads the list and downloads.

const HEADING_ID = 'care-documents-heading';

export function DocumentsSection({
  planId,
  canEdit,
  timeZone,
}: {
  planId: string;
  canEdit: boolean;
  /** The plan's zone, in which each upload's day is written. */
  timeZone: string;
}) {
  const { t } = useLingui();
  const documents = useQuery(documentsQuery(planId));
  const list = documents.data;

  return (
    <ProfileSection title={t`Documents`} headingId={HEADING_ID}>
      <div className="flex flex-col gap-5">
        <p className="text-sm text-muted-foreground">
          <Trans>
            Insurance cards, power of attorney, the advance directive, hospital discharge papers:
            kept encrypted, for the members of this plan only.
          </Trans>
        </p>
        {documents.error ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            <Trans>We could not load the documents.</Trans> {describeApiError(documents.error)}
          </p>
        ) : !list ? (
          <Spinner label={t`Loading the documents`} className="py-6" />
        ) : (
          <>
            <p className="text-sm font-medium">{documentUsage(list.usedBytes, list.quotaBytes)}</p>
            {list.documents.length === 0 ? (
              <p className="text-muted-foreground">
                <Trans>No documents yet.</Trans>
              </p>
            ) : (
              <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
                {list.documents.map((document) => (
                  <DocumentRow
                    key={document.id}
                    planId={planId}
                    item={document}
                    canEdit={canEdit}
                    timeZone={timeZone}
                  />
                ))}
              </ul>
            )}
          </>
        )}
        {canEdit && <DocumentUploadField planId={planId} label={t`Upload a document`} />}
        {/* A deleted document waits there 30 days to be brought back (record 087). */}
        {canEdit && (
          <Link
            to={withPlan('/recently-deleted', planId)}
            className={buttonVariants({ variant: 'outline', size: 'sm', className: 'w-fit' })}
          >
            <Trans>Recently deleted</Trans>
          </Link>
        )}
      </div>
    </ProfileSection>
  );
}

function DocumentRow({
  planId,
  item,
  canEdit,
  timeZone,
}: {
  planId: string;
  item: DocumentSummary;
  canEdit: boolean;
  timeZone: string;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const { name } = item;
  const remove = useMutation({
    mutationFn: () => deleteDocument(planId, item.id),
    onSuccess: (list) => {
      queryClient.setQueryData(documentsQueryKey(planId), list);
      toast.success(t`${name} deleted`);
    },
    onError: (error) => notifyRefused(error, t`Could not delete the document`),
  });
  const day = formatDocumentDate(item.uploadedAt, timeZone, locale);
  const { uploadedBy } = item;
  const uploaded = uploadedBy ? t`Uploaded by ${uploadedBy} on ${day}` : t`Uploaded on ${day}`;

  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="flex min-w-0 flex-col gap-0.5">
          <p className="font-medium break-words">{item.name}</p>
          <p className="text-sm text-muted-foreground">
            {documentTypes[item.mediaType] ?? item.mediaType}, {formatFileSize(item.size)}.{' '}
            {uploaded}.{item.taskId && <> {t`On a task.`}</>}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <a
          href={documentPath(planId, item.id)}
          download={item.name}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
        >
          <Download aria-hidden="true" />
          <Trans>
            Download<span className="sr-only"> {name}</span>
          </Trans>
        </a>
        {canEdit && (
          <ConfirmDelete
            trigger={
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="text-destructive"
                disabled={remove.isPending}
              >
                <Trash2 aria-hidden="true" />
                <Trans>
                  Delete<span className="sr-only"> {name}</span>
                </Trans>
              </Button>
            }
            title={t`Delete ${name}?`}
            description={`${t`It is removed for everyone in this plan, and from any task it is attached to.`} ${canRestoreMessage(i18n)}`}
            onConfirm={() => remove.mutate()}
            // The row goes with its buttons: focus goes to the section's heading.
            afterDelete={() => document.getElementById(HEADING_ID)?.focus()}
          />
        )}
      </div>
    </li>
  );
}
