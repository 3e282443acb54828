import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, HIDDEN_CHARACTERS_MESSAGE } from '../rules/text';
import { updateProfileSchema } from './account';
import { emptyCareProfile, saveCareProfileSchema } from './care';
import { createReplySchema, createTopicSchema } from './community';
import { renamePlanSchema } from './plans';
import { addSubtaskSchema, createTaskSchema, updateTaskSchema } from './tasks';
import { plainText } from './text';

// The one text rule (issue 54), as both sides apply it: through the shared schemas the forms and
// the routes parse with.

const firstIssue = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map(({ path, message }) => ({ path: path.join('.'), message }))[0];

describe('plainText', () => {
  const title = plainText({ max: 20, tooLong: 'Too long', trim: true });

  it('checks the text as typed, before the spaces around it are dropped', () => {
    // JavaScript's trim counts a byte-order mark and a line separator as spaces: were the text
    // trimmed first, they would vanish and the rest be accepted (how a task title took U+FEFF).
    expect(title.safeParse('\uFEFFMum').error?.issues[0]?.message).toBe(HIDDEN_CHARACTERS_MESSAGE);
    expect(title.safeParse('Mum\uFEFF').error?.issues[0]?.message).toBe(HIDDEN_CHARACTERS_MESSAGE);
    expect(title.safeParse('\u2028Mum').error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(title.safeParse('  Mum  ').data).toBe('Mum');
  });

  it('refuses invisible and text-direction characters in every field, multi-line ones too', () => {
    const notes = plainText({ max: 100, tooLong: 'Too long', multiline: true });
    expect(notes.safeParse('Dose:\n\u202Egm 05').error?.issues[0]?.message).toBe(
      HIDDEN_CHARACTERS_MESSAGE,
    );
    expect(notes.safeParse('مرحبا\n12 ملغ\tשלום').success).toBe(true);
  });
});

describe('the schemas both sides parse with', () => {
  const spoof = '\u202Egm 05';
  const hidden = (path: string) => ({ path, message: HIDDEN_CHARACTERS_MESSAGE });

  it('name the field of a refused character, down to a medication’s dose', () => {
    const profile = {
      ...emptyCareProfile,
      fullName: 'Margaret Ellis',
      medications: [{ name: 'Apixaban', dose: spoof, schedule: '', prescriber: '', pharmacy: '' }],
    };
    expect(firstIssue(saveCareProfileSchema.safeParse({ version: 0, profile }))).toEqual(
      hidden('profile.medications.0.dose'),
    );
    expect(firstIssue(createTaskSchema.safeParse({ title: '\uFEFFPills' }))).toEqual(
      hidden('title'),
    );
    expect(firstIssue(createTaskSchema.safeParse({ title: 'Ok', description: spoof }))).toEqual(
      hidden('description'),
    );
    expect(firstIssue(updateTaskSchema.safeParse({ notes: `a\u200Bb` }))).toEqual(hidden('notes'));
    expect(firstIssue(addSubtaskSchema.safeParse({ title: 'x\u2060y' }))).toEqual(hidden('title'));
    expect(firstIssue(renamePlanSchema.safeParse({ name: 'Mum\u2066x\u2069' }))).toEqual(
      hidden('name'),
    );
    expect(firstIssue(createTopicSchema.safeParse({ title: 'Hi', content: spoof }))).toEqual(
      hidden('content'),
    );
    expect(firstIssue(createReplySchema.safeParse({ content: `ok\u200D` }))).toEqual(
      hidden('content'),
    );
    expect(firstIssue(updateProfileSchema.safeParse({ displayName: `Ad\u200Cmin` }))).toEqual(
      hidden('displayName'),
    );
  });

  it('keep their other messages: an empty title is still required, a long one too long', () => {
    expect(firstIssue(createTaskSchema.safeParse({ title: '   ' }))?.message).toBe(
      'Title is required',
    );
    expect(firstIssue(renamePlanSchema.safeParse({ name: ' ' }))?.message).toBe(
      'Plan name is required',
    );
    expect(addSubtaskSchema.parse({ title: '  ' }).title).toBe('');
  });
});
