/** The audit module's public entry (ADR 0020): every administrator's write is recorded through it. */
export {
  findAuditEntriesAbout,
  listAuditEntriesAbout,
  purgeExpiredAuditEntries,
  type TAuditRow,
} from './queries';
export { changedFields, recordAudit, type TAuditActor, type TAuditEntry } from './record';
