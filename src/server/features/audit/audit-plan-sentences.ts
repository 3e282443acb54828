import { type Sentence, text, words } from './audit-reading';

// The sentences of the care circle (record 045) and of premium, in the reader's language
// (issue 59). A sentence that names its plan after a preposition is one message per case
// (`{plan, select, named {…} other {…}}`): Spanish joins 'de el' into 'del', so no plan's
// phrase is glued in there; a role keeps its article in the sentence (`{role, select, …}`).

export const planSentences: Record<string, Sentence> = {
  create_plan: (d, read) => {
    const named = text(d.name);
    return read.say(
      /*i18n*/ { id: 'audit.plan.started', message: 'Started {plan}' },
      {
        plan: named ? read.planNamed(named) : read.plan(),
      },
    );
  },
  rename_plan: (d, { say }) =>
    say(
      /*i18n*/ { id: 'audit.plan.renamed', message: 'Renamed the care plan to “{name}”' },
      {
        name: text(d.name) ?? '',
      },
    ),
  plan_time_zone_changed: (d, { say }) => {
    const set = text(d.to)
      ? say(
          /*i18n*/ { id: 'audit.plan.time-zone', message: "Set the plan's time zone to {zone}" },
          { zone: text(d.to) },
        )
      : say(
          /*i18n*/ { id: 'audit.plan.time-zone-none', message: "Set the plan's time zone to none" },
        );
    const from = text(d.from);
    return from
      ? say(
          /*i18n*/ { id: 'audit.plan.time-zone-was', message: '{sentence} (was {zone})' },
          {
            sentence: set,
            zone: from,
          },
        )
      : set;
  },
  invite_member: (d, read) =>
    read.say(
      /*i18n*/ {
        id: 'audit.plan.invited',
        message:
          '{role, select, owner {Invited {who} to join as an owner} caregiver {Invited {who} to join as a caregiver} viewer {Invited {who} to join as a viewer} other {Invited {who} to join as a member}}',
      },
      {
        role: read.roleKey(d.role),
        // The address is left out for whom it is not shown (audit-log.service.ts).
        who: text(d.email) ?? read.say(/*i18n*/ { id: 'audit.name.someone', message: 'someone' }),
      },
    ),
  revoke_invitation: (d, { say }) =>
    text(d.email)
      ? say(
          /*i18n*/ {
            id: 'audit.plan.invitation-revoked',
            message: 'Revoked the invitation to {email}',
          },
          { email: text(d.email) },
        )
      : say(/*i18n*/ { id: 'audit.plan.an-invitation-revoked', message: 'Revoked an invitation' }),
  join_plan: (d, read) =>
    read.say(
      /*i18n*/ {
        id: 'audit.plan.joined',
        message:
          '{plan, select, named {{role, select, owner {Joined the care plan “{planName}” as an owner, through an invitation} caregiver {Joined the care plan “{planName}” as a caregiver, through an invitation} viewer {Joined the care plan “{planName}” as a viewer, through an invitation} other {Joined the care plan “{planName}” as a member, through an invitation}}} other {{role, select, owner {Joined a care plan since deleted as an owner, through an invitation} caregiver {Joined a care plan since deleted as a caregiver, through an invitation} viewer {Joined a care plan since deleted as a viewer, through an invitation} other {Joined a care plan since deleted as a member, through an invitation}}}}',
      },
      { ...read.planValues(), role: read.roleKey(d.role) },
    ),
  change_member_role: (d, read) => {
    const changed = read.say(
      /*i18n*/ { id: 'audit.plan.role-changed', message: 'Changed {person} from {from} to {to}' },
      { person: read.person(d.memberId), from: read.role(d.from), to: read.role(d.to) },
    );
    if (typeof d.unassignedTasks !== 'number') return changed;
    return read.say(
      /*i18n*/ {
        id: 'audit.plan.role-changed-unassigned',
        message:
          '{count, plural, one {{sentence}; {n} of their tasks are unassigned} other {{sentence}; {n} of their tasks are unassigned}}',
      },
      { sentence: changed, count: d.unassignedTasks, n: String(d.unassignedTasks) },
    );
  },
  transfer_plan: (d, read) =>
    read.say(
      /*i18n*/ {
        id: 'audit.plan.transferred',
        message:
          '{plan, select, named {Made {person} the owner of the care plan “{planName}”} other {Made {person} the owner of a care plan since deleted}}',
      },
      { ...read.planValues(), person: read.person(d.to) },
    ),
  remove_member: (d, read) =>
    read.say(
      /*i18n*/ {
        id: 'audit.plan.member-removed',
        message:
          '{plan, select, named {Removed {person} ({role}) from the care plan “{planName}”} other {Removed {person} ({role}) from a care plan since deleted}}',
      },
      { ...read.planValues(), person: read.person(d.memberId), role: read.role(d.role) },
    ),
  leave_plan: (_d, read) =>
    read.say(/*i18n*/ { id: 'audit.plan.left', message: 'Left {plan}' }, { plan: read.plan() }),
  plan_owner_passed_on: (d, read) =>
    read.say(
      /*i18n*/ {
        id: 'audit.plan.passed-on',
        message:
          '{plan, select, named {{because, select, account_deleted {The care plan “{planName}” passed to {person}, as its owner deleted their account} other {The care plan “{planName}” passed to {person}, as its owner left it}}} other {{because, select, account_deleted {A care plan since deleted passed to {person}, as its owner deleted their account} other {A care plan since deleted passed to {person}, as its owner left it}}}}',
      },
      {
        ...read.planValues(),
        person: read.person(d.to),
        because: d.because === 'account_deleted' ? 'account_deleted' : 'other',
      },
    ),
  // Premium from a purchase (record 083): its kind, or why it ended.
  grant_premium: (d, { say }) =>
    say(
      /*i18n*/ {
        id: 'audit.premium.started',
        message:
          '{source, select, one_time {Premium started, through one time} monthly {Premium started, through monthly} none {Premium started, through a purchase} other {Premium started, through {code}}}',
      },
      { source: text(d.source) ?? 'none', code: words(text(d.source) ?? '') },
    ),
  revoke_premium: (d, { say }) =>
    say(
      /*i18n*/ {
        id: 'audit.premium.ended',
        message:
          '{reason, select, refund {Premium ended: refund} cancelled {Premium ended: cancelled} none {Premium ended: purchase ended} other {Premium ended: {code}}}',
      },
      { reason: text(d.reason) ?? 'none', code: words(text(d.reason) ?? '') },
    ),
  upgrade_subscription: (_d, { say }) =>
    say(/*i18n*/ { id: 'audit.premium.upgraded', message: 'Upgraded to premium' }),
};
