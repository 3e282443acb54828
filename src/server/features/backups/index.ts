// Index of the backups feature (decision record 080): other features and the app import it
// only through this file. Backups (decision records 051 and 084): the daily schedule, the command
// line's take, check and restore, and the summary the admin area shows.

export { checkBackup } from './backup-check';
export { BackupError } from './backup-format';
export { restoreBackup } from './backup-restore';
export { type BackupSchedule, createBackupSchedule } from './backup-schedule';
export { backupSummary } from './backup-summary';
export { takeBackup } from './take-backup';
