/**
 * `@polyhedral/core/cli` (inside the monorepo only; the published package has the `polyhedral`
 * bin instead): the CLI run in-process, for tests that compare it with the other input paths, and
 * its synchronous output sink (also the content CLI's: no stream modules at start).
 */
export { captureRun } from './capture-run.ts';
export { run, type TextSink } from './run.ts';
export { stdioSink } from './stdio-sink.ts';
