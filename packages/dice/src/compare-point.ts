import type { ComparePoint } from './ast.ts';

/** Whether a value meets a compare point (`<3`, `>=18`, `=1`): the parser's and every evaluator's one reading. */
export function matchesPoint(point: ComparePoint, value: number): boolean {
  switch (point.op) {
    case '<':
      return value < point.value;
    case '<=':
      return value <= point.value;
    case '>':
      return value > point.value;
    case '>=':
      return value >= point.value;
    default:
      return value === point.value;
  }
}
