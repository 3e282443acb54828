// Public face of the audit feature (decision record 080): other features and the app import it only
// through this file. What the audit log offers the rest of the server: the one way to write a
// change with its entry (auditedChange), a lone entry inside a caller's transaction, and the log's
// routes.

export { auditRoutes } from './audit.routes';
export { auditedChange } from './audited-change';
export { type AuditEntry, auditBy, recordAudit } from './record-audit';
