/** The config module's public entry (ADR 0020): the administrators' configuration, read through a per-process copy. */
export { contractSubprocessors, subprocessorsReady } from './contract-subprocessors';
export { forgetConfig, getConfig, readConfig } from './snapshot';
export { lastSubprocessorsChange, SUBPROCESSOR_NOTICE_DAYS } from './subprocessor-changes';
export { subprocessorsNoticeJob } from './subprocessors-notice-job';
