import { AUDIT_COLUMNS, auditRow } from '../../../../shared/audit-format';
import type { AuditLogEntry } from '../../../../shared/schemas/audit';

/** The entries as the spec's table; it scrolls sideways on its own on a narrow screen. */
export function AuditTable({ entries }: { entries: AuditLogEntry[] }) {
  return (
    <section
      aria-labelledby="audit-table-caption"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="overflow-x-auto rounded-lg border"
    >
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption id="audit-table-caption" className="sr-only">
          Audit log entries, newest first
        </caption>
        <thead className="bg-muted">
          <tr>
            {AUDIT_COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {entries.map((entry) => (
            <tr key={entry.id} className="align-top">
              {auditRow(entry).map((cell, index) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed.
                  key={index}
                  className={
                    index === 0
                      ? 'px-3 py-2 font-mono whitespace-nowrap'
                      : 'px-3 py-2 break-words [overflow-wrap:anywhere]'
                  }
                >
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
