import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NOTES_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '../rules/limits';
import { taskMessages } from '../rules/task-messages';
import { currentPasswordSchema, emailSchema } from './auth';
import { communityMessages } from './community';
import { createTaskSchema } from './tasks';

// The messages are built from the limits in rules/limits.ts; their words stay the spec's.

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('field limits and their messages', () => {
  it('words each limit as the spec does, thousands with a comma', () => {
    expect(taskMessages).toMatchObject({
      titleTooLong: 'Title must be at most 200 characters',
      notesTooLong: 'Notes must be at most 20,000 characters',
      descriptionTooLong: 'Description must be at most 2,000 characters',
    });
    expect(communityMessages).toMatchObject({
      titleTooLong: 'Discussion Title must be at most 200 characters',
      contentTooLong: 'Discussion Content must be at most 10,000 characters',
      replyTooLong: 'Reply must be at most 10,000 characters',
    });
  });

  it('takes a field at its limit and refuses one character more, with that message', () => {
    const task = (fields: Record<string, string>) =>
      createTaskSchema.safeParse({ title: 'Ok', ...fields });
    expect(task({ title: 'x'.repeat(TITLE_MAX_LENGTH) }).success).toBe(true);
    expect(firstError(task({ title: 'x'.repeat(TITLE_MAX_LENGTH + 1) }))).toBe(
      'Title must be at most 200 characters',
    );
    expect(task({ notes: 'x'.repeat(NOTES_MAX_LENGTH) }).success).toBe(true);
    expect(firstError(task({ notes: 'x'.repeat(NOTES_MAX_LENGTH + 1) }))).toBe(
      'Notes must be at most 20,000 characters',
    );
    expect(task({ description: 'x'.repeat(DESCRIPTION_MAX_LENGTH) }).success).toBe(true);
    expect(firstError(task({ description: 'x'.repeat(DESCRIPTION_MAX_LENGTH + 1) }))).toBe(
      'Description must be at most 2,000 characters',
    );
    expect(currentPasswordSchema.safeParse('x'.repeat(PASSWORD_MAX_LENGTH)).success).toBe(true);
    expect(firstError(currentPasswordSchema.safeParse('x'.repeat(PASSWORD_MAX_LENGTH + 1)))).toBe(
      'Password must be at most 256 characters',
    );
    const address = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(firstError(emailSchema.safeParse(address(EMAIL_MAX_LENGTH + 1)))).toBe(
      'Invalid email address',
    );
  });
});
