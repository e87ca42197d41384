import type { ComparePoint, DiceNode, DieFaces, DieModifier, KeepDrop } from '../ast.ts';
import { DiceLimitError, DiceSyntaxError } from '../errors.ts';
import { DICE_LIMITS } from '../limits.ts';
import { lexDice } from './lexer.ts';
import { normalizeDiceInput } from './normalize-input.ts';
import type { Token, TokenKind } from './token.ts';

type CompareOp = ComparePoint['op'];
const COMPARE_OPS: readonly TokenKind[] = ['<', '<=', '>', '>=', '='];
const OPERAND_START = ['number', 'd', '(', '-'];
const MODIFIER_ORDER: Record<DieModifier['type'], number> = { reroll: 0, explode: 1, min: 2, max: 3 };

/**
 * Parses dice notation into the AST (recursive descent):
 *   expression := sum (compareOp sum)?          compare only at the top
 *   sum        := product (('+' | '-') product)*
 *   product    := unary (('*' | '/') unary)*
 *   unary      := '-' unary | primary
 *   primary    := number | number? 'd' faces modifier* | '(' sum ')'
 *   faces      := number | '%' | 'F' | '{' int (',' int)* '}'
 *   modifier   := ('ro' | 'r') point | '!' point? | ('mi' | 'ma') int | ('kh' | 'kl' | 'k' | 'dh' | 'dl') number?
 *   point      := compareOp? int                 a bare number means '='
 */
export function parseDice(input: string): DiceNode {
  const source = normalizeDiceInput(input);
  const tokens = lexDice(source);
  return new Parser(tokens).parseExpression();
}

class Parser {
  private index = 0;

  constructor(private readonly tokens: Token[]) {}

  parseExpression(): DiceNode {
    if (this.peek().kind === 'end') {
      throw new DiceSyntaxError('dice.syntax.empty', 0, '', OPERAND_START);
    }
    const left = this.parseSum();
    let node = left;
    const opToken = this.peek();
    if (isCompare(opToken.kind)) {
      this.index++;
      const right = this.parseSum();
      node = {
        type: 'compare',
        op: opToken.kind as CompareOp,
        left,
        right,
        start: left.start,
        end: right.end,
      };
      const extra = this.peek();
      if (isCompare(extra.kind)) {
        throw new DiceSyntaxError('dice.syntax.nested-compare', extra.start, extra.text, [
          '+',
          '-',
          '*',
          '/',
          'end',
        ]);
      }
    }
    const last = this.peek();
    if (last.kind !== 'end') {
      const expected =
        node.type === 'compare' ? ['+', '-', '*', '/', 'end'] : ['+', '-', '*', '/', '>=', 'end'];
      throw this.unexpected(last, expected);
    }
    return node;
  }

  private parseSum(): DiceNode {
    let left = this.parseProduct();
    for (;;) {
      const op = this.peek();
      if (op.kind !== '+' && op.kind !== '-') return left;
      this.index++;
      const right = this.parseProduct();
      left = { type: 'binary', op: op.kind, left, right, start: left.start, end: right.end };
    }
  }

  private parseProduct(): DiceNode {
    let left = this.parseUnary();
    for (;;) {
      const op = this.peek();
      if (op.kind !== '*' && op.kind !== '/') return left;
      this.index++;
      const right = this.parseUnary();
      left = { type: 'binary', op: op.kind, left, right, start: left.start, end: right.end };
    }
  }

  private parseUnary(): DiceNode {
    const token = this.peek();
    if (token.kind === '-') {
      this.index++;
      const operand = this.parseUnary();
      return { type: 'unary', op: '-', operand, start: token.start, end: operand.end };
    }
    return this.parsePrimary();
  }

  private parsePrimary(): DiceNode {
    const token = this.peek();
    if (token.kind === 'number') {
      this.index++;
      if (this.peek().kind === 'd') return this.parseDice(token);
      return { type: 'number', value: this.checkedNumber(token), start: token.start, end: token.end };
    }
    if (token.kind === 'd') return this.parseDice(null);
    if (token.kind === '(') {
      this.index++;
      const inner = this.parseSum();
      const close = this.peek();
      if (isCompare(close.kind)) {
        throw new DiceSyntaxError('dice.syntax.nested-compare', close.start, close.text, [
          '+',
          '-',
          '*',
          '/',
          ')',
        ]);
      }
      this.expect(')', ['+', '-', '*', '/', ')']);
      return { type: 'group', inner, start: token.start, end: close.end };
    }
    throw this.unexpected(token, OPERAND_START);
  }

  private parseDice(countToken: Token | null): DiceNode {
    const dToken = this.expect('d', ['d']);
    const count = countToken === null ? 1 : countToken.value;
    if (count > DICE_LIMITS.maxDicePerGroup || !Number.isSafeInteger(count)) {
      throw new DiceLimitError(
        'dice.limit.too-many-dice',
        DICE_LIMITS.maxDicePerGroup,
        clampForReport(count),
      );
    }
    const faces = this.parseFaces();
    const modifiers: DieModifier[] = [];
    let keep: KeepDrop | null = null;
    let keepToken: Token | null = null;
    let end = this.tokens[this.index - 1]!.end;
    for (;;) {
      const token = this.peek();
      const modifier = this.parseModifier(token, faces);
      if (modifier === null) break;
      if ('mode' in modifier) {
        if (keep !== null)
          throw new DiceSyntaxError('dice.syntax.duplicate-modifier', token.start, token.text, []);
        keep = modifier;
        keepToken = token;
      } else {
        if (modifiers.some((m) => m.type === modifier.type)) {
          throw new DiceSyntaxError('dice.syntax.duplicate-modifier', token.start, token.text, []);
        }
        modifiers.push(modifier);
      }
      end = this.tokens[this.index - 1]!.end;
    }
    // `4d6kh5` keeps more dice than the group rolls: a mistyped count, never silently "keep all".
    if (keep !== null && keepToken !== null && keep.count > count)
      throw new DiceSyntaxError(
        'dice.syntax.keep-more-than-rolled',
        keepToken.start,
        `${keep.mode}${keep.count}`,
        [],
      );
    modifiers.sort((a, b) => MODIFIER_ORDER[a.type] - MODIFIER_ORDER[b.type]);
    return {
      type: 'dice',
      count,
      faces,
      modifiers,
      keep,
      start: countToken === null ? dToken.start : countToken.start,
      end,
    };
  }

  private parseFaces(): DieFaces {
    const token = this.peek();
    if (token.kind === 'number') {
      this.index++;
      if (token.value < 1) throw new DiceLimitError('dice.limit.too-few-sides', 1, token.value);
      if (token.value > DICE_LIMITS.maxSides) {
        throw new DiceLimitError(
          'dice.limit.too-many-sides',
          DICE_LIMITS.maxSides,
          clampForReport(token.value),
        );
      }
      return { kind: 'standard', sides: token.value };
    }
    if (token.kind === '%') {
      // Percentile dice (rule PercentileDice): d% is d100.
      this.index++;
      return { kind: 'standard', sides: 100 };
    }
    if (token.kind === 'f') {
      this.index++;
      return { kind: 'fate' };
    }
    if (token.kind === '{') {
      this.index++;
      const faces: number[] = [this.parseSignedInt()];
      while (this.peek().kind === ',') {
        this.index++;
        faces.push(this.parseSignedInt());
        if (faces.length > DICE_LIMITS.maxSides) {
          throw new DiceLimitError('dice.limit.too-many-sides', DICE_LIMITS.maxSides, faces.length);
        }
      }
      this.expect('}', [',', '}']);
      return { kind: 'custom', faces };
    }
    throw this.unexpected(token, ['number', '%', 'F', '{']);
  }

  private parseModifier(token: Token, faces: DieFaces): DieModifier | KeepDrop | null {
    switch (token.kind) {
      case 'ro':
      case 'r':
        this.index++;
        return { type: 'reroll', once: token.kind === 'ro', when: this.parseComparePoint(true, faces) };
      case '!': {
        this.index++;
        // `3d6!>=5` explodes on 5+, but `3d6! >= 5` compares the total: the point must touch the `!`.
        const next = this.peek();
        if (next.start !== token.end)
          return { type: 'explode', when: { op: '=', value: highestFace(faces) } };
        return { type: 'explode', when: this.parseComparePoint(false, faces) };
      }
      case 'mi':
        this.index++;
        return { type: 'min', value: this.parseSignedInt() };
      case 'ma':
        this.index++;
        return { type: 'max', value: this.parseSignedInt() };
      case 'kh':
      case 'kl':
      case 'k':
      case 'dh':
      case 'dl': {
        this.index++;
        const next = this.peek();
        let count = 1;
        if (next.kind === 'number') {
          this.index++;
          count = next.value;
          if (count > DICE_LIMITS.maxDicePerGroup || !Number.isSafeInteger(count)) {
            throw new DiceLimitError(
              'dice.limit.too-many-dice',
              DICE_LIMITS.maxDicePerGroup,
              clampForReport(count),
            );
          }
        }
        return { mode: token.kind === 'k' ? 'kh' : token.kind, count };
      }
      default:
        return null;
    }
  }

  /** `<3`, `>=18`, `=1` or a bare number (meaning `=`). `!` alone means "= the highest face". */
  private parseComparePoint(required: boolean, faces: DieFaces): ComparePoint {
    const token = this.peek();
    if (isCompare(token.kind)) {
      this.index++;
      return { op: token.kind as CompareOp, value: this.parseSignedInt() };
    }
    if (token.kind === 'number' || (token.kind === '-' && this.tokens[this.index + 1]?.kind === 'number')) {
      if (token.kind === '-' && !required) return { op: '=', value: highestFace(faces) };
      return { op: '=', value: this.parseSignedInt() };
    }
    if (required) throw this.unexpected(token, ['<', '<=', '>', '>=', '=', 'number']);
    return { op: '=', value: highestFace(faces) };
  }

  private parseSignedInt(): number {
    let sign = 1;
    if (this.peek().kind === '-') {
      this.index++;
      sign = -1;
    }
    const token = this.expect('number', ['number']);
    return sign * this.checkedNumber(token);
  }

  private checkedNumber(token: Token): number {
    if (token.value > DICE_LIMITS.maxNumber || !Number.isSafeInteger(token.value)) {
      throw new DiceLimitError(
        'dice.limit.number-too-large',
        DICE_LIMITS.maxNumber,
        clampForReport(token.value),
      );
    }
    return token.value;
  }

  private peek(): Token {
    return this.tokens[this.index]!;
  }

  private expect(kind: TokenKind, expected: string[]): Token {
    const token = this.peek();
    if (token.kind !== kind) throw this.unexpected(token, expected);
    this.index++;
    return token;
  }

  private unexpected(token: Token, expected: string[]): DiceSyntaxError {
    if (token.kind === 'end')
      return new DiceSyntaxError('dice.syntax.unexpected-end', token.start, '', expected);
    return new DiceSyntaxError('dice.syntax.unexpected-token', token.start, token.text, expected);
  }
}

function isCompare(kind: TokenKind): boolean {
  return COMPARE_OPS.includes(kind);
}

function highestFace(faces: DieFaces): number {
  if (faces.kind === 'standard') return faces.sides;
  if (faces.kind === 'fate') return 1;
  return Math.max(...faces.faces);
}

/** Reported `actual` values stay finite numbers even for absurdly long digit strings. */
function clampForReport(value: number): number {
  return Number.isFinite(value) ? value : Number.MAX_VALUE;
}
