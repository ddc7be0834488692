/** The payments module's public entry (ADR 0020, 0037): the GDPR export reads the invoices through it. */
export { exportInvoicesOf } from './export';
