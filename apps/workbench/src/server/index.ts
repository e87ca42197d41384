/** @polyhedral/workbench: the translator's workbench server (`pnpm translate`). */

export { type RunningWorkbench, startWorkbench } from './start-workbench.ts';
