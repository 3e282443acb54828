import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CareContact, CareProfile, Medication } from '../../../../shared/schemas/care';
import { formatDocumentDate } from '../../../lib/document-format';
import { useLocale } from '../../../lib/i18n';
import { telHref } from '../../../lib/tel-href';
import {
  advanceDirectiveWords,
  contactLabels,
  dnrWords,
  medicationLabels,
  profileLabels,
} from '../care-profile-labels';
import { ProfileSection } from './profile-section';

// The profile for a plan's viewer: the same sections and words as the form, as text to read.
// Nothing here can be typed in or pressed.

export function CareProfileView({ profile }: { profile: CareProfile }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-6">
      <ProfileSection title={t`The person cared for`}>
        <Terms
          terms={[
            [i18n._(profileLabels.fullName), profile.fullName],
            [
              i18n._(profileLabels.dateOfBirth),
              // A day, not an instant: written as it is, whatever the zone.
              profile.dateOfBirth &&
                formatDocumentDate(`${profile.dateOfBirth}T12:00:00Z`, 'UTC', locale),
            ],
            [i18n._(profileLabels.conditions), profile.conditions],
            [i18n._(profileLabels.allergies), profile.allergies],
          ]}
        />
      </ProfileSection>

      <ProfileSection title={t`Medications`}>
        <Rows
          rows={profile.medications}
          emptyText={t`No medications listed.`}
          draw={(medication: Medication) => (
            <>
              <h3 className="font-semibold break-words">{medication.name}</h3>
              <Terms
                terms={[
                  [i18n._(medicationLabels.dose), medication.dose],
                  [i18n._(medicationLabels.schedule), medication.schedule],
                  [i18n._(medicationLabels.prescriber), medication.prescriber],
                  [i18n._(medicationLabels.pharmacy), medication.pharmacy],
                ]}
              />
            </>
          )}
        />
      </ProfileSection>

      <ProfileSection title={t`Doctors and contacts`}>
        <Rows
          rows={profile.contacts}
          emptyText={t`No doctors or contacts listed.`}
          draw={(contact: CareContact) => (
            <>
              <h3 className="font-semibold break-words">{contact.name}</h3>
              <Terms
                terms={[
                  [i18n._(contactLabels.role), contact.role],
                  [
                    i18n._(contactLabels.phone),
                    contact.phone &&
                      (telHref(contact.phone) ? (
                        <a href={telHref(contact.phone)} className="underline">
                          {contact.phone}
                        </a>
                      ) : (
                        contact.phone
                      )),
                  ],
                  [i18n._(contactLabels.address), contact.address],
                ]}
              />
            </>
          )}
        />
      </ProfileSection>

      <ProfileSection title={t`Insurance`}>
        <Terms
          terms={[
            [i18n._(profileLabels.insuranceProvider), profile.insuranceProvider],
            [i18n._(profileLabels.insuranceMemberNumber), profile.insuranceMemberNumber],
          ]}
        />
      </ProfileSection>

      <ProfileSection title={t`Legal`}>
        <Terms
          terms={[
            [i18n._(profileLabels.powerOfAttorney), profile.powerOfAttorney],
            [
              i18n._(profileLabels.advanceDirective),
              i18n._(advanceDirectiveWords[profile.advanceDirective]),
            ],
            [i18n._(profileLabels.advanceDirectiveLocation), profile.advanceDirectiveLocation],
            [i18n._(profileLabels.dnrStatus), i18n._(dnrWords[profile.dnrStatus])],
          ]}
        />
      </ProfileSection>

      <ProfileSection title={t`Notes`}>
        <p className="break-words whitespace-pre-wrap">
          {profile.notes || (
            <span className="text-muted-foreground">
              <Trans>No notes.</Trans>
            </span>
          )}
        </p>
      </ProfileSection>
    </div>
  );
}

/** Label and value pairs; an empty value reads 'Not recorded'. */
function Terms({ terms }: { terms: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {terms.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
          <dd className="break-words whitespace-pre-wrap">
            {value || (
              <span className="text-muted-foreground">
                <Trans>Not recorded</Trans>
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Rows<T>({
  rows,
  emptyText,
  draw,
}: {
  rows: T[];
  emptyText: string;
  draw: (row: T) => ReactNode;
}) {
  if (rows.length === 0) return <p className="text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {rows.map((row, index) => (
        // The rows have no ids of their own, and a viewer's list does not change under them.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <li key={index} className="flex flex-col gap-2 rounded-md border border-border p-4">
          {draw(row)}
        </li>
      ))}
    </ul>
  );
}
