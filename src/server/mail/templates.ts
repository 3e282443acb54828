import { PRODUCT_NAME } from '../../shared/routes';

export function codeEmail(code: string, validMinutes: number, isAdminLogin: boolean) {
  const subject = isAdminLogin
    ? `${PRODUCT_NAME} admin verification code`
    : `Your ${PRODUCT_NAME} verification code`;
  const text = [
    isAdminLogin
      ? `Your admin verification code is: ${code}`
      : `Your verification code is: ${code}`,
    '',
    `Enter this 6-digit code to finish signing in. It is valid for ${validMinutes} minutes and can be used once.`,
    '',
    'If you did not try to sign in, someone may know your password: please change it. We will never ask you for this code.',
    '',
    `— ${PRODUCT_NAME}`,
  ].join('\n');
  return { subject, text };
}

export function confirmEmail(link: string) {
  return {
    subject: `Confirm your ${PRODUCT_NAME} account`,
    text: [
      `Welcome to ${PRODUCT_NAME}.`,
      '',
      'Please confirm your email address by opening this link:',
      link,
      '',
      'If you did not create an account, you can ignore this email.',
      '',
      `— ${PRODUCT_NAME}`,
    ].join('\n'),
  };
}

export function signUpAttemptEmail(loginLink: string) {
  return {
    subject: `Someone tried to create a ${PRODUCT_NAME} account with your address`,
    text: [
      `Someone, perhaps you, tried to create a new ${PRODUCT_NAME} account with this email address.`,
      'You already have an account, so nothing was created and nothing was changed.',
      '',
      `If it was you, sign in here: ${loginLink}`,
      'If it was not you, you can ignore this email: your account and your family’s plan are safe.',
      '',
      `— ${PRODUCT_NAME}`,
    ].join('\n'),
  };
}

/**
 * A sign-up with an address whose account was never confirmed (decision record 018). After a
 * basic sign-up the code step follows; after a premium one there is none, so it points to sign-up.
 */
export function unconfirmedAddressEmail(input: { days: number; signUpLink?: string }) {
  const proof = input.signUpLink
    ? `If this is you, sign up again at ${input.signUpLink} and enter the verification code we email you:`
    : 'If this is you, enter the verification code we email you on the next step:';
  return {
    subject: `Finish creating your ${PRODUCT_NAME} account`,
    text: [
      `Someone, perhaps you, is creating a ${PRODUCT_NAME} account with this email address. An account made with it earlier was never confirmed.`,
      '',
      `${proof} the unconfirmed account is removed and yours takes its place.`,
      `If it is not you, you can ignore this email: nothing changes without the code, and the unconfirmed account is removed ${input.days} days after it was made.`,
      '',
      `— ${PRODUCT_NAME}`,
    ].join('\n'),
  };
}

export function passwordChangedEmail(loginLink: string) {
  return {
    subject: `Your ${PRODUCT_NAME} password was changed`,
    text: [
      `The password of your ${PRODUCT_NAME} account was just changed, and every other device was signed out.`,
      '',
      'If you made this change, there is nothing more to do.',
      `If you did not, someone may have used your account: sign in at ${loginLink} right away, or reply to this email and we will help you secure it.`,
      '',
      `— ${PRODUCT_NAME}`,
    ].join('\n'),
  };
}

export function deleteAccountCodeEmail(code: string, validMinutes: number) {
  return {
    subject: `Your ${PRODUCT_NAME} account deletion code`,
    text: [
      `Your code to delete your account is: ${code}`,
      '',
      `Enter it on your profile page to delete your account and everything in it for good. It is valid for ${validMinutes} minutes.`,
      '',
      'If you did not ask to delete your account, someone may know your password: please change it.',
      '',
      `— ${PRODUCT_NAME}`,
    ].join('\n'),
  };
}

export function accountDeletedEmail() {
  return {
    subject: `Your ${PRODUCT_NAME} account was deleted`,
    text: [
      `Your ${PRODUCT_NAME} account has been deleted, as you asked, with your activity and the care plans no one else was in. Care plans you shared stay with your family.`,
      '',
      'Thank you for letting us help your family. You are welcome back at any time.',
      '',
      `— ${PRODUCT_NAME}`,
    ].join('\n'),
  };
}

/**
 * Sent to someone outside the plan, so it holds only our words and what we know to be true:
 * the inviter's confirmed address, the role, our link and its expiry. Nothing an owner typed
 * (the plan's name) goes in, so an invitation cannot carry someone's message to a stranger
 * (issue #30); the join page shows the plan's name once the link is followed.
 */
export function invitationEmail(input: {
  inviter: string;
  role: string;
  link: string;
  validDays: number;
}) {
  return {
    subject: `${input.inviter} invited you to a care plan on ${PRODUCT_NAME}`,
    text: [
      `${input.inviter} invited you to join their family’s care plan on ${PRODUCT_NAME} as a ${input.role}, to share the care of your family member.`,
      '',
      'Open this link to see the plan and join. You will sign in, or create a free account, with this email address:',
      input.link,
      '',
      `The link works once and for ${input.validDays} days.`,
      '',
      'If you did not expect this, you can ignore this email.',
      '',
      `— ${PRODUCT_NAME}`,
    ].join('\n'),
  };
}

/**
 * To the members who stay in a plan someone went from (decision D10): the plan, its tasks and
 * notes stay, and who owns it now. Only members get it, so the plan's name may go in.
 */
export function memberWentEmail(input: {
  who: string;
  because: 'account_deleted' | 'left_plan';
  planName: string;
  /** The member who became its owner, when ownership passed; `you` when it is the recipient. */
  newOwner?: string | 'you';
  link: string;
}) {
  const went =
    input.because === 'account_deleted'
      ? `${input.who} deleted their ${PRODUCT_NAME} account`
      : `${input.who} left the care plan “${input.planName}”`;
  const owner =
    input.newOwner === 'you'
      ? ['You are now its owner: you can invite family, change roles and rename the plan.', '']
      : input.newOwner
        ? [`${input.newOwner} is now its owner.`, '']
        : [];
  return {
    subject: input.newOwner === 'you' ? `You now own “${input.planName}”` : went,
    text: [
      `${went}.`,
      '',
      `The care plan “${input.planName}” stays as it was: its tasks, notes and history are kept. Tasks that were assigned to them are now unassigned.`,
      '',
      ...owner,
      'See who is in the plan:',
      input.link,
      '',
      `— ${PRODUCT_NAME}`,
    ].join('\n'),
  };
}

/** 'Forgot password?': the link that sets a new password, once, for a while. */
export function passwordResetEmail(link: string, validMinutes: number) {
  return {
    subject: `Set a new ${PRODUCT_NAME} password`,
    text: [
      `Someone, we hope you, asked to set a new password for your ${PRODUCT_NAME} account.`,
      '',
      'Open this link to choose a new password:',
      link,
      '',
      `The link works once and for ${validMinutes} minutes. Setting a new password signs out every device.`,
      '',
      'If you did not ask, ignore this email: your password stays as it is.',
      '',
      `— ${PRODUCT_NAME}`,
    ].join('\n'),
  };
}
