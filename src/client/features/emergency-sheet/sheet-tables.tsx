import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { CareContact, Medication } from '../../../shared/schemas/care';
import { telHref } from '../../lib/tel-href';

// The sheet's two lists, as tables with their headers: from 640 px (and on paper) one row per
// medication or contact; under it each row is a block of its own, a line per field, each saying
// what it is, as the family page's members table does on a phone.

const stacked = {
  table: 'max-sm:block',
  body: 'max-sm:block',
  row: 'max-sm:flex max-sm:flex-col max-sm:gap-0.5 max-sm:py-2',
  cell: 'max-sm:p-0',
};
const headCell = 'py-1.5 pr-3 font-medium print:py-[1pt] print:pr-[6pt]';
const bodyCell = `py-1.5 pr-3 align-top wrap-anywhere print:py-[1.5pt] print:pr-[6pt] ${stacked.cell}`;

/** What a cell holds, said in the cell where the rows are stacked (under 640 px, on screen). */
function CellLabel({ children }: { children: string }) {
  return <span className="text-muted-foreground sm:hidden print:hidden">{children}: </span>;
}

/** A cell's text, or a dash for a field left empty, which a screen reader says in words. */
const orDash = (value: string): ReactNode =>
  value || (
    <>
      <span aria-hidden="true">–</span>
      <span className="sr-only">
        <Trans>Not recorded</Trans>
      </span>
    </>
  );

function SheetTable({
  labelledBy,
  columns,
  children,
}: {
  labelledBy: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <table
      aria-labelledby={labelledBy}
      className={`w-full text-left text-sm print:text-[8.5pt] print:leading-[1.2] ${stacked.table}`}
    >
      <thead className="border-b text-muted-foreground max-sm:hidden">
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" className={headCell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className={stacked.body}>{children}</tbody>
    </table>
  );
}

export function MedicationsTable({
  labelledBy,
  medications,
}: {
  labelledBy: string;
  medications: Medication[];
}) {
  const { t } = useLingui();
  // Short, for the sheet's one page in every language.
  const dose = t`Dose`;
  const when = t`When`;
  const prescriber = t`Prescriber`;
  const pharmacy = t`Pharmacy`;
  return (
    <SheetTable labelledBy={labelledBy} columns={[t`Medication`, dose, when, prescriber, pharmacy]}>
      {medications.map((medication, index) => (
        // Rows have no id; the list is rendered whole from one answer and never reordered in place.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <tr key={index} className={`border-b last:border-0 ${stacked.row}`}>
          <th scope="row" className={`${bodyCell} font-semibold`}>
            {medication.name}
          </th>
          <td className={bodyCell}>
            <CellLabel>{dose}</CellLabel>
            {orDash(medication.dose)}
          </td>
          <td className={bodyCell}>
            <CellLabel>{when}</CellLabel>
            {orDash(medication.schedule)}
          </td>
          <td className={bodyCell}>
            <CellLabel>{prescriber}</CellLabel>
            {orDash(medication.prescriber)}
          </td>
          <td className={bodyCell}>
            <CellLabel>{pharmacy}</CellLabel>
            {orDash(medication.pharmacy)}
          </td>
        </tr>
      ))}
    </SheetTable>
  );
}

function Phone({ phone }: { phone: string }) {
  const href = telHref(phone);
  if (!href) return orDash(phone);
  return (
    <a href={href} className="font-medium text-primary underline underline-offset-2">
      {phone}
    </a>
  );
}

export function ContactsTable({
  labelledBy,
  contacts,
}: {
  labelledBy: string;
  contacts: CareContact[];
}) {
  const { t } = useLingui();
  // A contact's relation to the person ('Daughter'), not a role in the plan.
  const contactRole = t({ message: 'Role', context: 'a contact' });
  const phone = t`Phone`;
  const address = t`Address`;
  return (
    <SheetTable labelledBy={labelledBy} columns={[contactRole, t`Name`, phone, address]}>
      {contacts.map((contact, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rendered whole from one answer, as above
        <tr key={index} className={`border-b last:border-0 ${stacked.row}`}>
          <td className={`${bodyCell} max-sm:text-muted-foreground`}>{orDash(contact.role)}</td>
          <th scope="row" className={`${bodyCell} font-semibold`}>
            {contact.name}
          </th>
          <td className={`${bodyCell} whitespace-nowrap max-sm:whitespace-normal`}>
            <CellLabel>{phone}</CellLabel>
            <Phone phone={contact.phone} />
          </td>
          <td className={`${bodyCell} whitespace-pre-line`}>
            <CellLabel>{address}</CellLabel>
            {orDash(contact.address)}
          </td>
        </tr>
      ))}
    </SheetTable>
  );
}
