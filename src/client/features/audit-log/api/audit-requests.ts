import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { localTimeZone } from '../../../../shared/format';
import type { AuditLogList, AuditLogQuery } from '../../../../shared/schemas/audit';
import { apiFetch, apiFile } from '../../../lib/api';
import { downloadFile } from '../../../lib/download-file';
import { toSearchParams } from '../audit-filters';

export const auditLogsQuery = (query: AuditLogQuery) =>
  queryOptions({
    queryKey: ['audit-logs', query] as const,
    queryFn: () => apiFetch<AuditLogList>(`/api/audit/logs?${toSearchParams(query)}`),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

/**
 * Downloads every entry the filters select as audit-logs-{date}.csv (the server makes it, in the
 * browser's time zone, so it holds more than the 1000 on screen).
 */
export async function exportAuditLogs(query: AuditLogQuery): Promise<void> {
  const timeZone = localTimeZone();
  const { name, file } = await apiFile(
    `/api/audit/logs/export?${toSearchParams(query, { timeZone })}`,
  );
  downloadFile(name ?? 'audit-logs.csv', file);
}
