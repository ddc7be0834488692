/** The shop module's public entry (ADR 0020, 0038): the GDPR export and erasure reach the orders through it. */
export { anonymiseOrdersOf, exportOrdersOf, shopHousekeepingJob } from './retention';
