import type { ReactNode } from 'react';
import { advanceDirectiveLabels, dnrLabels } from '../../../../shared/rules/care-profile';
import type { CareContact, CareProfile, Medication } from '../../../../shared/schemas/care';
import { formatDocumentDate } from '../../../lib/document-format';
import { telHref } from '../../../lib/tel-href';
import { contactLabels, medicationLabels, profileLabels } from '../care-profile-labels';
import { ProfileSection } from './profile-section';

// The profile for a plan's viewer: the same sections and words as the form, as text to read.
// Nothing here can be typed in or pressed.

const NOT_RECORDED = 'Not recorded';

export function CareProfileView({ profile }: { profile: CareProfile }) {
  return (
    <div className="flex flex-col gap-6">
      <ProfileSection title="The person cared for">
        <Terms
          terms={[
            [profileLabels.fullName, profile.fullName],
            [
              profileLabels.dateOfBirth,
              // A day, not an instant: written as it is, whatever the zone.
              profile.dateOfBirth && formatDocumentDate(`${profile.dateOfBirth}T12:00:00Z`),
            ],
            [profileLabels.conditions, profile.conditions],
            [profileLabels.allergies, profile.allergies],
          ]}
        />
      </ProfileSection>

      <ProfileSection title="Medications">
        <Rows
          rows={profile.medications}
          emptyText="No medications listed."
          draw={(medication: Medication) => (
            <>
              <h3 className="font-semibold break-words">{medication.name}</h3>
              <Terms
                terms={[
                  [medicationLabels.dose, medication.dose],
                  [medicationLabels.schedule, medication.schedule],
                  [medicationLabels.prescriber, medication.prescriber],
                  [medicationLabels.pharmacy, medication.pharmacy],
                ]}
              />
            </>
          )}
        />
      </ProfileSection>

      <ProfileSection title="Doctors and contacts">
        <Rows
          rows={profile.contacts}
          emptyText="No doctors or contacts listed."
          draw={(contact: CareContact) => (
            <>
              <h3 className="font-semibold break-words">{contact.name}</h3>
              <Terms
                terms={[
                  [contactLabels.role, contact.role],
                  [
                    contactLabels.phone,
                    contact.phone &&
                      (telHref(contact.phone) ? (
                        <a href={telHref(contact.phone)} className="underline">
                          {contact.phone}
                        </a>
                      ) : (
                        contact.phone
                      )),
                  ],
                  [contactLabels.address, contact.address],
                ]}
              />
            </>
          )}
        />
      </ProfileSection>

      <ProfileSection title="Insurance">
        <Terms
          terms={[
            [profileLabels.insuranceProvider, profile.insuranceProvider],
            [profileLabels.insuranceMemberNumber, profile.insuranceMemberNumber],
          ]}
        />
      </ProfileSection>

      <ProfileSection title="Legal">
        <Terms
          terms={[
            [profileLabels.powerOfAttorney, profile.powerOfAttorney],
            [profileLabels.advanceDirective, advanceDirectiveLabels[profile.advanceDirective]],
            [profileLabels.advanceDirectiveLocation, profile.advanceDirectiveLocation],
            [profileLabels.dnrStatus, dnrLabels[profile.dnrStatus]],
          ]}
        />
      </ProfileSection>

      <ProfileSection title="Notes">
        <p className="break-words whitespace-pre-wrap">
          {profile.notes || <span className="text-muted-foreground">No notes.</span>}
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
            {value || <span className="text-muted-foreground">{NOT_RECORDED}</span>}
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
