/**
 * The message for a request the server refused (or that never reached it), in the interface
 * language: every problem's code is its full message key, worded by i18n's formatProblem (numbers
 * the language's way, a code the strings lack named), the one way to show one.
 */
import type { Problem } from '../shared/api-types.ts';
import type { T } from './strings.ts';

export function refusalText(t: T, problem: Problem): string {
  return t.problem(problem);
}
