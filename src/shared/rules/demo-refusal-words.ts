// What a demo account may not do (spec section 6), in the reader's language (issue 59): the
// server refuses with task-messages.ts `demoRestrictionMessage(action)`, 'Demo accounts cannot
// {action}. Sign up …', its action in English; rule-messages.ts reads the action back and writes
// the sentence with the action's words here. An action not listed stays as the server wrote it.

type Words = { id: string; message: string };
const list = (...words: Words[]) => words;

export const demoRefusalSentence = /*i18n*/ {
  id: 'rule.demo.refused',
  message: 'Demo accounts cannot {action}. Sign up for a full account to unlock all features.',
};

/** Each action the server names, its English as `refuseDemo` is called with it. */
export const demoActions = list(
  /*i18n*/ { id: 'rule.demo.add-passkeys', message: 'add passkeys' },
  /*i18n*/ {
    id: 'rule.demo.add-subtasks-outside',
    message: 'add subtasks outside Housing & Living Arrangements',
  },
  /*i18n*/ { id: 'rule.demo.assign-tasks', message: 'assign tasks' },
  /*i18n*/ { id: 'rule.demo.change-email-settings', message: 'change email settings' },
  /*i18n*/ { id: 'rule.demo.change-sign-in', message: 'change how they sign in' },
  /*i18n*/ { id: 'rule.demo.change-password', message: 'change the password' },
  /*i18n*/ { id: 'rule.demo.change-time-zone', message: 'change the time zone' },
  /*i18n*/ { id: 'rule.demo.choose-display-name', message: 'choose a display name' },
  /*i18n*/ { id: 'rule.demo.create-calendar-link', message: 'create a calendar link' },
  /*i18n*/ { id: 'rule.demo.delete-documents', message: 'delete documents' },
  /*i18n*/ { id: 'rule.demo.delete-subtasks', message: 'delete subtasks' },
  /*i18n*/ { id: 'rule.demo.delete-tasks', message: 'delete tasks' },
  /*i18n*/ { id: 'rule.demo.delete-account', message: 'delete the account' },
  /*i18n*/ { id: 'rule.demo.edit-notes', message: 'edit notes' },
  /*i18n*/ { id: 'rule.demo.edit-care-profile', message: 'edit the care profile' },
  /*i18n*/ { id: 'rule.demo.invite-family', message: 'invite family members' },
  /*i18n*/ { id: 'rule.demo.join-plan', message: 'join a family plan' },
  /*i18n*/ { id: 'rule.demo.like-discussions', message: 'like discussions' },
  /*i18n*/ { id: 'rule.demo.post-community', message: 'post in the community' },
  /*i18n*/ { id: 'rule.demo.rename-plan', message: 'rename the plan' },
  /*i18n*/ { id: 'rule.demo.restore-documents', message: 'restore documents' },
  /*i18n*/ { id: 'rule.demo.restore-subtasks', message: 'restore subtasks' },
  /*i18n*/ { id: 'rule.demo.restore-tasks', message: 'restore tasks' },
  /*i18n*/ { id: 'rule.demo.share-plan', message: 'share the plan' },
  /*i18n*/ { id: 'rule.demo.start-plan', message: 'start another care plan' },
  /*i18n*/ {
    id: 'rule.demo.toggle-subtasks-outside',
    message: 'toggle subtasks outside Housing & Living Arrangements',
  },
  /*i18n*/ { id: 'rule.demo.upgrade', message: 'upgrade' },
  /*i18n*/ { id: 'rule.demo.upload-documents', message: 'upload documents' },
);
