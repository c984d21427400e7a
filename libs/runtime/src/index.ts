export {
  type CommittedValues,
  candidateValues,
  committedValueList,
  committedValuesOf,
  committedValuesPath,
  loadCommittedValues,
} from './committed-values';
export {
  ConfigError,
  MIN_ISSUED_SECRET_BYTES,
  MIN_SECRET_BYTES,
  type SecretSpec,
  assertProductionSecrets,
  exitOnStartupFailure,
  issuesLine,
  lengthProblem,
  secretProblem,
  weakness,
  urlPassword,
  urlSecret,
} from './secret-rules';
export { HEARTBEAT_EVERY_MS, startHeartbeat } from './heartbeat';
export { STOP_DEADLINE_MS, armStopDeadline, stopOnSignals } from './stop-deadline';
export {
  type Dependency,
  type WaitLine,
  backoffMs,
  logJsonLine,
  waitForDependencies,
} from './wait-for';
