/** `@polyhedral/dice/number`: the number reader alone, for code that reads numbers but never dice. */
export { foldInput } from './parser/normalize-input.ts';
export { readInteger, readIntegerIn } from './parser/read-integer.ts';
