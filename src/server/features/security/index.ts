// Index of the security feature (decision record 080): other features and the app import it
// only through this file. Security events (sign-in failures, lockouts, refusals): written here,
// read by the admin area.

export {
  FURTHER_EVENTS,
  recordRepeatableSecurityEvent,
  recordSecurityEvent,
  type SecurityEvent,
} from './record-security-event';
