import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { CircleAlert, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { CardProblem } from '../../components/card-problem';
import { LanguageSwitch } from '../../components/language-switch';
import { Button, buttonVariants } from '../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { Spinner } from '../../components/ui/spinner';
import { brand } from '../../config/brand';
import { describeApiError } from '../../lib/api-error-messages';
import { type UnsubscribeKind, unsubscribe } from './api/unsubscribe-requests';
import { useUnsubscribeToken } from './use-unsubscribe-token';

/**
 * /unsubscribe#token: the visible link of a reminder or digest email. It asks first, with a
 * button: following the link changes nothing (mail scanners follow links).
 */
export function UnsubscribePage() {
  const { t } = useLingui();
  const link = useUnsubscribeToken();
  const mutation = useMutation({ mutationFn: (token: string) => unsubscribe(token) });

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-muted p-4 sm:p-6">
      <Link to="/" className="mb-6 text-lg font-bold text-primary">
        {brand.name}
      </Link>
      <Card className="w-full max-w-lg">
        {link === undefined ? (
          <CardContent className="py-10">
            <Spinner label={t`Reading your link`} />
          </CardContent>
        ) : link === null ? (
          <CardProblem
            title={t`This link does not work`}
            text={t`This link has no unsubscribe token in it. Open the link from the email again.`}
          />
        ) : mutation.isSuccess ? (
          <CardHeader role="status">
            <CardTitle asChild>
              <h1 className="flex items-center gap-2">
                <MailCheck aria-hidden="true" className="size-5 text-primary" />
                <Trans>You are unsubscribed</Trans>
              </h1>
            </CardTitle>
            <CardDescription>
              <Unsubscribed kind={link.kind} />
            </CardDescription>
          </CardHeader>
        ) : (
          <>
            <CardHeader>
              <CardTitle asChild>
                <h1>
                  {link.kind === 'reminders'
                    ? t`Unsubscribe from task reminders?`
                    : t`Unsubscribe from the weekly digest?`}
                </h1>
              </CardTitle>
              <CardDescription>
                {link.kind === 'reminders'
                  ? t`You will no longer get an email when a task is due.`
                  : t`You will no longer get the Monday email of overdue tasks and tasks due this week.`}
              </CardDescription>
            </CardHeader>
            {mutation.isError && (
              <CardContent>
                <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
                  <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {describeApiError(mutation.error)}
                </p>
              </CardContent>
            )}
            <CardFooter className="sm:flex-row">
              <Button
                type="button"
                disabled={mutation.isPending}
                onClick={() => mutation.mutate(link.token)}
              >
                <Trans>Unsubscribe</Trans>
              </Button>
              <Link to="/" className={buttonVariants({ variant: 'outline' })}>
                <Trans>Keep getting them</Trans>
              </Link>
            </CardFooter>
          </>
        )}
      </Card>
      {/* No footer here: the switch keeps the emailed link's token, so the page asks again. */}
      <div className="mt-6 text-sm">
        <LanguageSwitch hash={link ? `#${link.token}` : ''} />
      </div>
    </main>
  );
}

/** What the person will no longer be sent: a sentence a kind, so each language words it whole. */
function Unsubscribed({ kind }: { kind: UnsubscribeKind }) {
  return kind === 'reminders' ? (
    <Trans>
      We will not send you task reminders any more. You can turn them on again on your profile.
    </Trans>
  ) : (
    <Trans>
      We will not send you the weekly digest any more. You can turn them on again on your profile.
    </Trans>
  );
}
