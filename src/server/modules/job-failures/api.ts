/**
 * The job-failures module's public entry (ADR 0053): the jobs core's dead-letter queue records
 * each job that failed its last attempt through it.
 */
export { recordJobFailure, type TDeadLetter } from './record';
