import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { Save } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { CareProfile, CareProfileAnswer } from '../../../../shared/schemas/care';
import { KeptDraftNote } from '../../../components/kept-draft-note';
import { Button } from '../../../components/ui/button';
import { careProfileQueryKey, saveCareProfile } from '../../../lib/care-requests';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { lazyNamed } from '../../../lib/lazy-named';
import { notifyRefused } from '../../../lib/notify-refused';
import { toast } from '../../../lib/toast';
import { useFormDraft } from '../../../lib/use-form-draft';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { advanceDirectiveWords, dnrWords, profileLabels } from '../care-profile-labels';
import {
  type CareProfileFormValues,
  conflictingProfile,
  fieldPaths,
  loadCareProfileFormSchema,
} from '../care-profile-save';
import type { ProfileConflict } from './profile-conflict-dialog';
import { SelectField, TextAreaField, TextField } from './profile-fields';
import { ContactRows, MedicationRows } from './profile-rows';
import { ProfileSection } from './profile-section';

// Loaded at the first conflict: two people saving the same profile at once is rare.
const ProfileConflictDialog = lazyNamed(
  () => import('./profile-conflict-dialog'),
  'ProfileConflictDialog',
);

/**
 * The profile for an owner or a caregiver to edit. A save names the version it was edited from;
 * refused because someone saved in between (409), it asks which to keep, and what was typed
 * stays in the form whatever happens until the person chooses. What is typed is kept on the
 * device until it is saved (record 092): typing brought back names the version it was based on,
 * so a save over a profile saved since is refused and asks the same way.
 */
export function CareProfileForm({ planId, answer }: { planId: string; answer: CareProfileAnswer }) {
  const { t, i18n } = useLingui();
  const label = (field: keyof typeof profileLabels) => i18n._(profileLabels[field]);
  const words = (choices: Record<string, MessageDescriptor>) =>
    Object.fromEntries(Object.entries(choices).map(([value, text]) => [value, i18n._(text)]));
  const queryClient = useQueryClient();
  const form = useSchemaForm<CareProfileFormValues, { profile: CareProfile }>(
    loadCareProfileFormSchema,
    {
      profile: answer.profile,
    },
  );
  const {
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { isDirty, isSubmitting },
  } = form;
  // The version the typed profile was edited from: what the next save names.
  const version = useRef(answer.version);
  const [conflict, setConflict] = useState<ProfileConflict | null>(null);

  // A newer profile read from the server (the page shown again) is taken in while nothing typed
  // here would be lost.
  useEffect(() => {
    if (answer.version === version.current || isDirty) return;
    version.current = answer.version;
    reset({ profile: answer.profile });
  }, [answer, isDirty, reset]);

  // After the effect above, which at the first render finds the version unchanged: typing
  // brought back from the device then makes the form dirty, so no newer answer replaces it.
  const draft = useFormDraft(form, {
    name: 'care-profile',
    scope: planId,
    base: () => version.current,
    onRestore: (base) => {
      if (base !== undefined) version.current = base;
    },
    onDiscard: () => {
      version.current = answer.version;
      reset({ profile: answer.profile });
    },
  });

  const save = handleSubmit(async ({ profile }) => {
    const typed = JSON.stringify(getValues());
    try {
      const saved = await saveCareProfile(planId, { version: version.current, profile });
      version.current = saved.version;
      queryClient.setQueryData(careProfileQueryKey(planId), saved);
      // What was saved becomes the form's starting point; anything typed during the save stays.
      reset({ profile: saved.profile }, { keepValues: JSON.stringify(getValues()) !== typed });
      toast.success(t`Care profile saved`);
    } catch (error) {
      const theirs = conflictingProfile(error);
      if (theirs) {
        setConflict({ mine: profile, theirs });
        return;
      }
      // The form keeps what was typed, to be corrected or sent again.
      showServerFieldErrors(error, fieldPaths(getValues().profile), setError);
      notifyRefused(error, t`Could not save the care profile`);
    }
  });

  const keepMine = () => {
    if (!conflict) return;
    // Saved again over their version, now that the person has seen it differs.
    version.current = conflict.theirs.version;
    setConflict(null);
    void save();
  };

  const useTheirs = () => {
    if (!conflict) return;
    version.current = conflict.theirs.version;
    queryClient.setQueryData(careProfileQueryKey(planId), conflict.theirs);
    reset({ profile: conflict.theirs.profile });
    setConflict(null);
  };

  // Rendered from the first conflict on, so it closes as a dialog does (focus back where it was).
  const [conflictShown, setConflictShown] = useState(false);
  if (conflict && !conflictShown) setConflictShown(true);

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={save} aria-label={t`Care profile`} className="flex flex-col gap-6">
        {draft.kept && <KeptDraftNote onDiscard={draft.discard} />}
        <ProfileSection title={t`The person cared for`}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="profile.fullName" label={label('fullName')} />
            <TextField name="profile.dateOfBirth" label={label('dateOfBirth')} type="date" />
            <TextAreaField
              name="profile.conditions"
              label={label('conditions')}
              description={t`Diagnoses and health conditions, one per line.`}
              className="sm:col-span-2"
            />
            <TextAreaField
              name="profile.allergies"
              label={label('allergies')}
              description={t`Medicines, foods or anything else, and what happens.`}
              className="sm:col-span-2"
            />
          </div>
        </ProfileSection>

        <ProfileSection title={t`Medications`}>
          <MedicationRows />
        </ProfileSection>

        <ProfileSection title={t`Doctors and contacts`}>
          <ContactRows />
        </ProfileSection>

        <ProfileSection title={t`Insurance`}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="profile.insuranceProvider" label={label('insuranceProvider')} />
            <TextField
              name="profile.insuranceMemberNumber"
              label={label('insuranceMemberNumber')}
            />
          </div>
        </ProfileSection>

        <ProfileSection title={t`Legal`}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="profile.powerOfAttorney"
              label={label('powerOfAttorney')}
              description={t`The person who can decide for them.`}
              className="sm:col-span-2"
            />
            <SelectField
              name="profile.advanceDirective"
              label={label('advanceDirective')}
              options={words(advanceDirectiveWords)}
            />
            <SelectField
              name="profile.dnrStatus"
              label={label('dnrStatus')}
              options={words(dnrWords)}
            />
            <TextField
              name="profile.advanceDirectiveLocation"
              label={label('advanceDirectiveLocation')}
              description={t`For example ‘Kitchen drawer, blue folder’.`}
              className="sm:col-span-2"
            />
          </div>
        </ProfileSection>

        <ProfileSection title={t`Notes`}>
          <TextAreaField
            name="profile.notes"
            label={label('notes')}
            description={t`Anything else a helper should know: routines, what calms them, who has a key.`}
            rows={5}
          />
        </ProfileSection>

        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" size="lg" disabled={isSubmitting}>
            <Save aria-hidden="true" />
            {isSubmitting ? <Trans>Saving…</Trans> : <Trans>Save care profile</Trans>}
          </Button>
          {isDirty && !isSubmitting && (
            <p className="text-sm text-muted-foreground">
              <Trans>You have changes that are not saved yet.</Trans>
            </p>
          )}
        </div>
      </form>
      {conflictShown && (
        <Suspense fallback={null}>
          <ProfileConflictDialog
            conflict={conflict}
            onKeepMine={keepMine}
            onUseTheirs={useTheirs}
            onDismiss={() => setConflict(null)}
          />
        </Suspense>
      )}
    </FormProvider>
  );
}
