import { expect } from '@playwright/test';
import { MAILBOX_PORT } from './ports';

export type Mail = { to: string[]; subject: string; text: string };

/**
 * The subject of a code email in any language the product writes (issue 59): English
 * ('Your PlanMyEldercare verification code') and Spanish ('Su código de verificación de …').
 */
export const CODE_SUBJECT = /verification code|código de verificación/i;

/** Every email sent to an address so far, oldest first. */
export async function messagesTo(email: string): Promise<Mail[]> {
  const response = await fetch(
    `http://127.0.0.1:${MAILBOX_PORT}/messages?to=${encodeURIComponent(email)}`,
  );
  return (await response.json()) as Mail[];
}

/** The 6-digit codes emailed to an address so far (by subject, in any language), oldest first. */
export async function verificationCodes(email: string, subject = CODE_SUBJECT): Promise<string[]> {
  return (await messagesTo(email))
    .filter((mail) => subject.test(mail.subject))
    .map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '');
}

/** How often the mailbox is asked again: a code usually arrives within a few milliseconds. */
const MAILBOX_POLL_MS = [25, 50, 100, 200];

/** Waits for the count-th code email (by subject) to an address and returns its 6-digit code. */
export async function waitForCode(
  email: string,
  count = 1,
  subject = CODE_SUBJECT,
): Promise<string> {
  let codes: string[] = [];
  await expect
    .poll(
      async () => {
        codes = await verificationCodes(email, subject);
        return codes.length;
      },
      { timeout: 10_000, intervals: MAILBOX_POLL_MS },
    )
    .toBeGreaterThanOrEqual(count);
  return codes[count - 1] as string;
}

export async function subjectsTo(email: string): Promise<string[]> {
  return (await messagesTo(email)).map((mail) => mail.subject);
}

/** The join link of the newest care plan invitation emailed to an address (`…/join#token`). */
export async function invitationLink(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const invitations = (await messagesTo(email)).filter((mail) =>
          /invited you to a care plan|le invitó a un plan de cuidado/.test(mail.subject),
        );
        link = /\S+\/join#[A-Za-z0-9_-]+/.exec(invitations.at(-1)?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 10_000, intervals: MAILBOX_POLL_MS },
    )
    .not.toBe('');
  return link;
}
