import { describe, expect, it } from 'vitest';
import { DAY_MS, FORM_DRAFT_KEEP_MS } from '../../shared/constants';
import { draftStorageKey, forgetDrafts, readDraft, removeDraft, writeDraft } from './form-drafts';

const anna = draftStorageKey({ userId: 'anna', scope: 'plan-1', form: 'care-profile' });
const annasTopic = draftStorageKey({ userId: 'anna', form: 'new-topic' });
const ben = draftStorageKey({ userId: 'ben', scope: 'plan-1', form: 'care-profile' });
const NOW = Date.parse('2026-06-01T12:00:00Z');

describe('form drafts on the device', () => {
  it('keys a draft by the current user, the plan and the form', () => {
    expect(anna).toBe('pme-draft:anna:plan-1:care-profile');
    expect(annasTopic).toBe('pme-draft:anna:-:new-topic');
  });

  it('gives back what was written, with the version it was based on', () => {
    writeDraft(anna, { profile: { fullName: 'Margaret' } }, 3, NOW);
    expect(readDraft(anna, NOW + DAY_MS)).toEqual({
      values: { profile: { fullName: 'Margaret' } },
      base: 3,
      savedAt: NOW,
    });
    removeDraft(anna);
    expect(readDraft(anna, NOW)).toBeUndefined();
  });

  it('drops a draft older than 7 days, and one it cannot read', () => {
    expect(FORM_DRAFT_KEEP_MS).toBe(7 * DAY_MS);
    writeDraft(anna, { title: 'Old' }, undefined, NOW);
    expect(readDraft(anna, NOW + FORM_DRAFT_KEEP_MS)).toBeUndefined();
    expect(localStorage.getItem(anna)).toBeNull();

    localStorage.setItem(ben, '{not json');
    expect(readDraft(ben, NOW)).toBeUndefined();
    expect(localStorage.getItem(ben)).toBeNull();
  });

  it('forgets every draft at sign-out, and other accounts’ as one signs in', () => {
    localStorage.setItem('ui-theme', 'dark');
    writeDraft(anna, { a: 1 }, undefined, NOW);
    writeDraft(annasTopic, { b: 2 }, undefined, NOW - FORM_DRAFT_KEEP_MS);
    writeDraft(ben, { c: 3 }, undefined, NOW);

    forgetDrafts('anna', NOW);
    expect(localStorage.getItem(anna)).not.toBeNull();
    // Anna's own, but too old.
    expect(localStorage.getItem(annasTopic)).toBeNull();
    expect(localStorage.getItem(ben)).toBeNull();

    forgetDrafts();
    expect(localStorage.getItem(anna)).toBeNull();
    expect(localStorage.getItem('ui-theme')).toBe('dark');
  });
});
