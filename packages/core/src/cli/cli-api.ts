/**
 * `@polyhedral/core/cli` (inside the monorepo only; the published package has the `polyhedral`
 * bin instead): the CLI run in-process, for tests that compare it with the other input paths.
 */
export { captureRun } from './capture-run.ts';
export { run, type TextSink } from './run.ts';
