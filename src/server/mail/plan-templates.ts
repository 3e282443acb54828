import type { Locale } from '../../shared/i18n/locales';
import type { InvitedRole } from '../../shared/rules/plan-roles';
import { mailWords, signature } from './mail-words';

// The emails of a care plan's circle, each in its recipient's locale (mail-words.ts).

/**
 * Sent to someone outside the plan, so it holds only our words and what we know to be true:
 * the inviter's confirmed address, the role, our link and its expiry. Nothing an owner typed
 * (the plan's name) goes in, so an invitation cannot carry someone's message to a stranger
 * (issue #30); the join page shows the plan's name once the link is followed.
 */
export function invitationEmail(
  locale: Locale,
  input: { inviter: string; role: InvitedRole; link: string; validDays: number },
) {
  const w = mailWords(locale);
  return {
    subject: w(
      /*i18n*/ {
        id: 'email.invitation.subject',
        message: '{inviter} invited you to a care plan on {product}',
      },
      { inviter: input.inviter },
    ),
    text: [
      w(
        /*i18n*/ {
          id: 'email.invitation.what',
          message:
            '{inviter} invited you to join their family’s care plan on {product} as a {role, select, viewer {viewer} other {caregiver}}, to share the care of your family member.',
        },
        { inviter: input.inviter, role: input.role },
      ),
      '',
      w(
        /*i18n*/ {
          id: 'email.invitation.open-link',
          message:
            'Open this link to see the plan and join. You will sign in, or create a free account, with this email address:',
        },
      ),
      input.link,
      '',
      w(
        /*i18n*/ {
          id: 'email.invitation.once',
          message: 'The link works once and for {days} days.',
        },
        { days: input.validDays },
      ),
      '',
      w(
        /*i18n*/ {
          id: 'email.invitation.not-expected',
          message: 'If you did not expect this, you can ignore this email.',
        },
      ),
      '',
      signature,
    ].join('\n'),
  };
}

/**
 * To the members who stay in a plan someone went from (decision D10): the plan, its tasks and
 * notes stay, and who owns it now. Only members get it, so the plan's name may go in.
 */
export function memberWentEmail(
  locale: Locale,
  input: {
    who: string;
    because: 'account_deleted' | 'left_plan';
    planName: string;
    /** The member who became its owner, when ownership passed; `you` when it is the recipient. */
    newOwner?: string | 'you';
    link: string;
  },
) {
  const w = mailWords(locale);
  const values = { who: input.who, planName: input.planName };
  const went =
    input.because === 'account_deleted'
      ? w(
          /*i18n*/ {
            id: 'email.member-went.deleted',
            message: '{who} deleted their {product} account',
          },
          values,
        )
      : w(
          /*i18n*/ {
            id: 'email.member-went.left',
            message: '{who} left the care plan “{planName}”',
          },
          values,
        );
  const owner =
    input.newOwner === 'you'
      ? [
          w(
            /*i18n*/ {
              id: 'email.member-went.you-own',
              message:
                'You are now its owner: you can invite family, change roles and rename the plan.',
            },
          ),
          '',
        ]
      : input.newOwner
        ? [
            w(
              /*i18n*/ { id: 'email.member-went.new-owner', message: '{owner} is now its owner.' },
              { owner: input.newOwner },
            ),
            '',
          ]
        : [];
  return {
    subject:
      input.newOwner === 'you'
        ? w(
            /*i18n*/ {
              id: 'email.member-went.you-own-subject',
              message: 'You now own “{planName}”',
            },
            values,
          )
        : went,
    text: [
      `${went}.`,
      '',
      w(
        /*i18n*/ {
          id: 'email.member-went.plan-stays',
          message:
            'The care plan “{planName}” stays as it was: its tasks, notes and history are kept. Tasks that were assigned to them are now unassigned.',
        },
        values,
      ),
      '',
      ...owner,
      w(/*i18n*/ { id: 'email.member-went.see-who', message: 'See who is in the plan:' }),
      input.link,
      '',
      signature,
    ].join('\n'),
  };
}
