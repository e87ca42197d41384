/**
 * `@polyhedral/dice/number`: the one number reader alone, for code that reads numbers but never
 * dice (calculator fields and parameters), so it does not load the dice engine.
 */
export { foldInput } from './parser/normalize-input.ts';
export { readInteger, readIntegerIn } from './parser/read-integer.ts';
