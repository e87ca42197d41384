/** `@polyhedral/core/text-table`: the CLIs' one table printer. */
export { displayWidth, textTable } from './text-table.ts';
