import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AuditLogList, AuditLogQuery } from '../../../../shared/schemas/audit';
import { ApiError, apiFetch } from '../../../lib/api';
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
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  let response: Response;
  try {
    response = await fetch(`/api/audit/logs/export?${toSearchParams(query, { timeZone })}`, {
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'network', 'Failed to fetch');
  }
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw new ApiError(
      response.status,
      body?.error?.code ?? 'http_error',
      body?.error?.message ?? '',
    );
  }
  const name =
    response.headers.get('content-disposition')?.match(/filename="([^"]+)"/)?.[1] ??
    'audit-logs.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
