/** Typed errors of @polyhedral/dice (docs/DECISIONS.md "Errors"): a dotted `code` and `params`. */

export type DiceErrorParams = Record<string, string | number>;

export class DiceError extends Error {
  readonly code: string;
  readonly params: DiceErrorParams;

  constructor(code: string, params: DiceErrorParams, message: string) {
    super(message);
    this.name = 'DiceError';
    this.code = code;
    this.params = params;
  }
}

const SYNTAX_CODES = [
  'dice.syntax.empty',
  'dice.syntax.unexpected-character',
  'dice.syntax.unexpected-token',
  'dice.syntax.unexpected-end',
  'dice.syntax.nested-compare',
  'dice.syntax.duplicate-modifier',
  'dice.syntax.keep-more-than-rolled',
  'dice.syntax.decimal-number',
  'dice.syntax.unclosed-annotation',
  'dice.syntax.label-word',
  'dice.syntax.variable-word',
  'dice.syntax.advantage-word',
  'dice.syntax.unknown-function',
  'dice.syntax.unknown-word',
  'dice.syntax.group-braces',
  'dice.syntax.division-inside-function',
  'dice.syntax.modifier-combination',
  'dice.syntax.point-unreached',
] as const;
export type DiceSyntaxCode = (typeof SYNTAX_CODES)[number];

/**
 * The parameters a syntax error may carry beyond its position: `suggestion`, the spelling this
 * notation accepts for what the text most likely meant (`8d6[fire]` for `8d6 fire`).
 */
export interface DiceSyntaxExtras {
  suggestion?: string;
  /** `dice.syntax.point-unreached`: the die (`d1000`) and the lowest and highest value it shows. */
  faces?: string;
  lowest?: number;
  highest?: number;
}

/**
 * The input does not follow the notation. `offset`: a 0-based UTF-16 index into the normalized
 * input (normalize-input.ts); `params.column` the same counted from 1.
 */
export class DiceSyntaxError extends DiceError {
  override readonly code: DiceSyntaxCode;
  readonly offset: number;
  readonly found: string;
  readonly expected: readonly string[];

  constructor(
    code: DiceSyntaxCode,
    offset: number,
    found: string,
    expected: readonly string[],
    extras: DiceSyntaxExtras = {},
  ) {
    const params: DiceErrorParams = {
      offset,
      column: offset + 1,
      found,
      expected: expectedOf(expected),
    };
    for (const [name, value] of Object.entries(extras)) if (value !== undefined) params[name] = value;
    const wanted =
      (expected.length > 0 ? `; expected ${expected.join(', ')}` : '') +
      (extras.suggestion !== undefined ? `; write ${extras.suggestion}` : '');
    super(code, params, `${code} at ${offset}${found ? ` (found "${found}")` : ''}${wanted}`);
    this.name = 'DiceSyntaxError';
    this.code = code;
    this.offset = offset;
    this.found = found;
    this.expected = expected;
  }
}

/**
 * What the notation needs at an error's position, as a code a message names in plain words in
 * every language (`dice.expected.<code>` in i18n): readers never see the parser's tokens.
 */
export const DICE_EXPECTED = [
  'operand',
  'operator-or-end',
  'operator-or-close',
  'sides',
  'compare-point',
  'list-next',
  'die',
  'number',
  'nothing',
] as const;
export type DiceExpected = (typeof DICE_EXPECTED)[number];

/** The expected tokens the parser names, as what a reader should type there. */
export function expectedOf(expected: readonly string[]): DiceExpected {
  const has = (token: string) => expected.includes(token);
  if (has(')')) return 'operator-or-close';
  if (has('}')) return 'list-next';
  if (has('%')) return 'sides';
  if (has('<')) return 'compare-point';
  if (has('+') || has('*')) return 'operator-or-end';
  if (has('(') || (has('number') && has('d'))) return 'operand';
  if (has('d')) return 'die';
  if (has('number')) return 'number';
  return 'nothing';
}

const LIMIT_CODES = [
  'dice.limit.input-too-long',
  'dice.limit.too-many-dice',
  'dice.limit.too-many-dice-total',
  'dice.limit.negative-count',
  'dice.limit.too-few-sides',
  'dice.limit.too-many-sides',
  'dice.limit.number-too-large',
  'dice.limit.too-many-outcomes',
  'dice.limit.too-much-work',
  'dice.limit.reroll-every-face',
  'dice.limit.explode-every-face',
  'dice.limit.explosion-too-long',
  'dice.limit.value-too-large',
  'dice.limit.too-deep',
] as const;
export type DiceLimitCode = (typeof LIMIT_CODES)[number];

/** The request is valid notation but past a documented limit (DICE_LIMITS). */
export class DiceLimitError extends DiceError {
  override readonly code: DiceLimitCode;
  readonly limit: number;
  readonly actual: number;

  constructor(code: DiceLimitCode, limit: number, actual: number) {
    super(code, { limit, actual }, `${code}: limit ${limit}, got ${actual}`);
    this.name = 'DiceLimitError';
    this.code = code;
    this.limit = limit;
    this.actual = actual;
  }
}

const EVALUATION_CODES = [
  'dice.eval.division-by-zero',
  'dice.eval.percentile-out-of-range',
  'dice.eval.invalid-tree',
] as const;
export type DiceEvaluationCode = (typeof EVALUATION_CODES)[number];

/** A well-formed request that has no answer (division by zero, a percentile outside 0..1). */
export class DiceEvaluationError extends DiceError {
  override readonly code: DiceEvaluationCode;

  constructor(code: DiceEvaluationCode, params: DiceErrorParams) {
    super(code, params, `${code} ${JSON.stringify(params)}`);
    this.name = 'DiceEvaluationError';
    this.code = code;
  }
}

/** Every code this package can throw (the i18n resources must cover all of them). */
export const DICE_ERROR_CODES: readonly string[] = [...SYNTAX_CODES, ...LIMIT_CODES, ...EVALUATION_CODES];
