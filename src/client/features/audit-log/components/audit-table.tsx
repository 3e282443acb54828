import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AUDIT_COLUMNS, auditRow } from '../../../../shared/audit-format';
import type { AuditLogEntry } from '../../../../shared/schemas/audit';

/**
 * The table's headings in the reader's language; the CSV export keeps the spec's English ones
 * (AUDIT_COLUMNS, a data file's headers).
 */
const columnNames: Record<string, MessageDescriptor | undefined> = {
  Timestamp: msg`Timestamp`,
  User: msg`User`,
  Action: msg`Action`,
  Resource: msg`Resource`,
  Category: msg`Category`,
  Details: msg`Details`,
};

/**
 * The entries as the spec's table. Under 640 px each entry is a block of its own, its time first
 * and then one line for each column, saying which (issue 33, item 5); from 640 px the table
 * scrolls sideways on its own when the window is narrower than it.
 */
export function AuditTable({ entries }: { entries: AuditLogEntry[] }) {
  const { i18n } = useLingui();
  const columns = AUDIT_COLUMNS.map((column) => {
    const name = columnNames[column];
    return name ? i18n._(name) : column;
  });
  return (
    <section
      aria-labelledby="audit-table-caption"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="rounded-lg border sm:overflow-x-auto"
    >
      <table className="w-full text-left text-sm max-sm:block sm:min-w-[56rem]">
        <caption id="audit-table-caption" className="sr-only">
          <Trans>Audit log entries, newest first</Trans>
        </caption>
        <thead className="bg-muted max-sm:hidden">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y max-sm:block">
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top max-sm:block max-sm:px-3 max-sm:py-2">
              {auditRow(entry).map((cell, index) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed.
                  key={index}
                  className={
                    index === 0
                      ? 'px-3 py-2 font-mono whitespace-nowrap max-sm:block max-sm:p-0 max-sm:font-semibold'
                      : 'px-3 py-2 break-words [overflow-wrap:anywhere] max-sm:block max-sm:p-0'
                  }
                >
                  {index > 0 && (
                    <span className="text-muted-foreground sm:hidden">{columns[index]}: </span>
                  )}
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
