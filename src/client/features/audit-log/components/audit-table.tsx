import { AUDIT_COLUMNS, auditRow } from '../../../../shared/audit-format';
import type { AuditLogEntry } from '../../../../shared/schemas/audit';

/**
 * The entries as the spec's table. Under 640 px each entry is a block of its own, its time first
 * and then one line for each column, saying which (issue 33, item 5); from 640 px the table
 * scrolls sideways on its own when the window is narrower than it.
 */
export function AuditTable({ entries }: { entries: AuditLogEntry[] }) {
  return (
    <section
      aria-labelledby="audit-table-caption"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="rounded-lg border sm:overflow-x-auto"
    >
      <table className="w-full text-left text-sm max-sm:block sm:min-w-[56rem]">
        <caption id="audit-table-caption" className="sr-only">
          Audit log entries, newest first
        </caption>
        <thead className="bg-muted max-sm:hidden">
          <tr>
            {AUDIT_COLUMNS.map((column) => (
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
                    <span className="text-muted-foreground sm:hidden">
                      {AUDIT_COLUMNS[index]}:{' '}
                    </span>
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
