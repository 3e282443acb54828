// Index of the audit feature (decision record 080): other features and the app import it only
// through this file. What the audit log offers the rest of the server: the one way to write a
// change with its entries (auditedChange; no other writer is exported), an entry by someone
// other than the change's actor (auditBy), and the log's routes.

export { auditRoutes } from './audit.routes';
export { auditedChange } from './audited-change';
export { type AuditActor, type AuditEntry, auditBy } from './record-audit';
