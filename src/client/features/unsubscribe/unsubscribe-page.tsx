import { useMutation } from '@tanstack/react-query';
import { CircleAlert, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { CardProblem } from '../../components/card-problem';
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

const what: Record<UnsubscribeKind, string> = {
  reminders: 'task reminders',
  digest: 'the weekly digest',
};

/**
 * /unsubscribe#token: the visible link of a reminder or digest email. It asks first, with a
 * button: following the link changes nothing (mail scanners follow links).
 */
export function UnsubscribePage() {
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
            <Spinner label="Reading your link" />
          </CardContent>
        ) : link === null ? (
          <CardProblem
            title="This link does not work"
            text="This link has no unsubscribe token in it. Open the link from the email again."
          />
        ) : mutation.isSuccess ? (
          <CardHeader role="status">
            <CardTitle asChild>
              <h1 className="flex items-center gap-2">
                <MailCheck aria-hidden="true" className="size-5 text-primary" />
                You are unsubscribed
              </h1>
            </CardTitle>
            <CardDescription>
              We will not send you {what[link.kind]} any more. You can turn them on again on your
              profile.
            </CardDescription>
          </CardHeader>
        ) : (
          <>
            <CardHeader>
              <CardTitle asChild>
                <h1>
                  {link.kind === 'reminders'
                    ? 'Unsubscribe from task reminders?'
                    : 'Unsubscribe from the weekly digest?'}
                </h1>
              </CardTitle>
              <CardDescription>
                {link.kind === 'reminders'
                  ? 'You will no longer get an email when a task is due.'
                  : 'You will no longer get the Monday email of overdue tasks and tasks due this week.'}
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
                Unsubscribe
              </Button>
              <Link to="/" className={buttonVariants({ variant: 'outline' })}>
                Keep getting them
              </Link>
            </CardFooter>
          </>
        )}
      </Card>
    </main>
  );
}
