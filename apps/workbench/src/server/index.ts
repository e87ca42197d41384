/** @polyhedral/workbench: the translator's workbench server (`pnpm translate`). */
export { createApp, DEFAULT_BODY_LIMIT, type WorkbenchOptions } from './app.ts';
export { type ContentStore, createContentStore } from './content-store.ts';
export { type RunningWorkbench, type StartOptions, startWorkbench } from './start-workbench.ts';
