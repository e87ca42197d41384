/** `@polyhedral/core/cli` (the monorepo's): the CLI run in-process for tests, and its output sink. */
export { captureRun } from './capture-run.ts';
export { run, type TextSink } from './run.ts';
export { stdioSink } from './stdio-sink.ts';
