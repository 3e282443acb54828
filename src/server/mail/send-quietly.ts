import type { MailDeps } from '../service-deps';
import type { MailMessage } from './mailer';

/**
 * Mail that must not lose the request it belongs to when the mail server fails (a confirmation
 * link, a notice): the failure is logged, the request goes on.
 */
export function sendQuietly(
  deps: MailDeps,
  input: { mail: MailMessage; what: string; userId?: string },
): Promise<void> {
  return deps.mailer
    .send(input.mail)
    .catch((error: unknown) =>
      deps.logger.error(
        input.userId ? { err: error, userId: input.userId } : { err: error },
        `${input.what} email failed`,
      ),
    );
}
