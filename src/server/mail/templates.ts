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
