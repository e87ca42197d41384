import type { ComparePoint, DieFaces } from './ast.ts';
import { DiceSyntaxError } from './errors.ts';

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

/** Every value a die shows, with repeats (`d{1,2,2,3}`), before `mi`/`ma`. */
function faceValues(faces: DieFaces): readonly number[] {
  if (faces.kind === 'standard') return Array.from({ length: faces.sides }, (_, i) => i + 1);
  if (faces.kind === 'fate') return [-1, 0, 1];
  return faces.faces;
}

/** A die as written: `d1000`, `dF`, `d{1,2,2,3}`. */
function dieText(faces: DieFaces): string {
  if (faces.kind === 'standard') return `d${faces.sides}`;
  if (faces.kind === 'fate') return 'dF';
  return `d{${faces.faces.join(',')}}`;
}

/**
 * Refuses a compare point no raw face of the die reaches (`1d6r7`, `1d20cs>20`:
 * `dice.syntax.point-unreached`), never read as a modifier that does nothing. The one rule for the
 * parser and for trees built by hand (check-limits.ts).
 */
export function refuseUnreachedPoint(
  point: ComparePoint,
  faces: DieFaces,
  offset: number,
  found: string,
): void {
  const values = faceValues(faces);
  if (values.some((face) => matchesPoint(point, face))) return;
  throw new DiceSyntaxError(
    'dice.syntax.point-unreached',
    offset,
    found,
    ['<', '<=', '>', '>=', '=', 'number'],
    {
      faces: dieText(faces),
      lowest: Math.min(...values),
      highest: Math.max(...values),
    },
  );
}
