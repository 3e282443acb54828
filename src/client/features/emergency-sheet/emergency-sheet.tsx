import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import type { advanceDirectiveChoices, dnrChoices } from '../../../shared/rules/care-profile';
import type { CareProfileAnswer } from '../../../shared/schemas/care';
import { useLocale } from '../../lib/i18n';
import { dateOfBirthOn } from './sheet-format';
import { ContactsTable, MedicationsTable } from './sheet-tables';

// The essentials of a saved care profile, in the order a paramedic or a nurse asks for them:
// whether to resuscitate and what the person must not be given first, then who they are (age,
// conditions), what they take, whom to call, who decides and where the papers are, the
// insurance, and the family's notes. On paper it is one A4 or Letter page for a full profile
// (8 medications, 6 contacts): the print: sizes below, with styles.css's print block.

// The choices' words (shared/rules/care-profile.ts has the choices), in the reader's language:
// the same as the care profile page's (features/care/care-profile-labels.ts).
const dnrWords: Record<(typeof dnrChoices)[number], MessageDescriptor> = {
  unknown: msg`Not recorded`,
  dnr: msg`Do not resuscitate (DNR)`,
  full_code: msg`Full code: resuscitate`,
};
const directiveWords: Record<(typeof advanceDirectiveChoices)[number], MessageDescriptor> = {
  unknown: msg`Not recorded`,
  yes: msg`Yes, there is one`,
  no: msg`No advance directive`,
};

const notRecorded = <Trans>Not recorded</Trans>;

/** A section heading: small, as a form's label, so the answers stand out. */
const headingClass =
  'text-sm font-semibold tracking-wide text-muted-foreground uppercase print:text-[8pt]';

function Part({
  title,
  className = '',
  children,
}: {
  title: string;
  className?: string;
  children: (headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={`flex min-w-0 flex-col gap-1 break-inside-avoid print:gap-0 ${className}`}
    >
      <h2 id={headingId} className={headingClass}>
        {title}
      </h2>
      {children(headingId)}
    </section>
  );
}

/** Free text as typed, its lines kept; 'Not recorded' when empty. */
function Text({ value, className = '' }: { value: string; className?: string }) {
  return value ? (
    <p className={`whitespace-pre-line wrap-anywhere ${className}`}>{value}</p>
  ) : (
    <p className="text-muted-foreground">{notRecorded}</p>
  );
}

/** Short answers under one heading: a term and its answer each. */
function Facts({ facts }: { facts: (readonly [term: string, answer: string])[] }) {
  return (
    // Under 640 px on screen each answer goes under its term, with the width of the screen.
    <dl className="grid grid-cols-1 gap-x-3 sm:grid-cols-[auto_minmax(0,1fr)] sm:gap-y-0.5 print:grid-cols-[auto_minmax(0,1fr)] print:gap-y-0">
      {facts.map(([term, answer]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className={`wrap-anywhere max-sm:mb-1.5 ${answer ? '' : 'text-muted-foreground'}`}>
            {answer || notRecorded}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The first things to know, framed so they are seen first on screen and on paper. */
const vitalClass =
  'rounded-lg border-2 border-destructive p-3 print:rounded-none print:border-[1.5pt] print:px-[6pt] print:py-[3pt]';
const vitalAnswer = 'text-lg font-bold print:text-[11pt]';

export function EmergencySheet({ answer }: { answer: CareProfileAnswer }) {
  const { profile, readAt, timeZone } = answer;
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const directive = i18n._(directiveWords[profile.advanceDirective]);
  const born = dateOfBirthOn(profile.dateOfBirth, readAt, timeZone, locale);
  const { written, age } = born ?? { written: '', age: undefined };
  const dateOfBirth = age === undefined ? written : t`${written} (age ${age})`;

  return (
    <div
      data-emergency-sheet
      className="flex flex-col gap-5 text-base print:gap-[5pt] print:text-[9pt] print:leading-[1.25]"
    >
      <div className="grid gap-3 sm:grid-cols-2 print:grid-cols-2 print:gap-[6pt]">
        <Part title={t`Resuscitation status`} className={vitalClass}>
          {() => (
            <p className={profile.dnrStatus === 'unknown' ? 'text-muted-foreground' : vitalAnswer}>
              {i18n._(dnrWords[profile.dnrStatus])}
            </p>
          )}
        </Part>
        <Part title={t`Allergies`} className={vitalClass}>
          {() => <Text value={profile.allergies} className={vitalAnswer} />}
        </Part>
      </div>

      <div className="grid gap-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] print:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] print:gap-[8pt]">
        <Part title={t`Date of birth`}>{() => <Text value={dateOfBirth} />}</Part>
        <Part title={t`Conditions`}>{() => <Text value={profile.conditions} />}</Part>
      </div>

      <Part title={t`Medications`}>
        {(headingId) =>
          profile.medications.length > 0 ? (
            <MedicationsTable labelledBy={headingId} medications={profile.medications} />
          ) : (
            <Text value="" />
          )
        }
      </Part>

      <Part title={t`Doctors and contacts`}>
        {(headingId) =>
          profile.contacts.length > 0 ? (
            <ContactsTable labelledBy={headingId} contacts={profile.contacts} />
          ) : (
            <Text value="" />
          )
        }
      </Part>

      <div className="grid gap-5 sm:grid-cols-2 print:grid-cols-2 print:gap-[8pt]">
        <Part title={t`Legal`}>
          {() => (
            <Facts
              facts={[
                [t`Power of attorney`, profile.powerOfAttorney],
                [t`Advance directive`, profile.advanceDirective === 'unknown' ? '' : directive],
                // Where it is kept, unless there is none to keep.
                ...(profile.advanceDirective === 'no' && !profile.advanceDirectiveLocation
                  ? []
                  : [[t`Where it is kept`, profile.advanceDirectiveLocation] as const]),
              ]}
            />
          )}
        </Part>
        <Part title={t`Insurance`}>
          {() => (
            <Facts
              facts={[
                [t`Provider`, profile.insuranceProvider],
                [t`Member number`, profile.insuranceMemberNumber],
              ]}
            />
          )}
        </Part>
      </div>

      <Part title={t`Notes`}>{() => <Text value={profile.notes} />}</Part>
    </div>
  );
}
