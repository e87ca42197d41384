import type { ComparePoint, DiceFunction, DiceNode, DieFaces, DieModifier, KeepDrop } from '../ast.ts';
import { matchesPoint, refuseUnreachedPoint } from '../compare-point.ts';
import { type DiceLimitCode, DiceLimitError, DiceSyntaxError } from '../errors.ts';
import { DICE_LIMITS } from '../limits.ts';
import type { DiceNote } from '../notes.ts';
import { lexDice } from './lexer.ts';
import { normalizeDiceInput } from './normalize-input.ts';
import type { Token, TokenKind } from './token.ts';
import { wordError } from './word-errors.ts';

type CompareOp = ComparePoint['op'];
type DiceGroupNode = Extract<DiceNode, { type: 'dice' }>;
const COMPARE_OPS: readonly TokenKind[] = ['<', '<=', '>', '>=', '='];
const OPERAND_START = ['number', 'd', '(', '-'];
const OPERATOR_OR_END = ['+', '-', '*', '/', '>=', 'end'];
/** After a comparison (no second one) and inside parentheses, what may follow. */
const ARITHMETIC_OR_END = ['+', '-', '*', '/', 'end'];
const ARITHMETIC_OR_CLOSE = ['+', '-', '*', '/', ')'];
const MODIFIER_ORDER: Record<DieModifier['type'], number> = {
  reroll: 0,
  'reroll-add': 0,
  explode: 1,
  min: 2,
  max: 3,
};
const FUNCTIONS: ReadonlySet<string> = new Set<DiceFunction>(['floor', 'ceil', 'round', 'abs']);

/**
 * Parses dice notation into the AST (recursive descent):
 *   expression := sum (compareOp sum)?          compare only at the top
 *   sum        := product (('+' | '-') product)*
 *   product    := unary (('*' | '/') unary)*      `//` is read as `/`
 *   unary      := '-' unary | primary
 *   primary    := label* (number | number? 'd' faces modifier* | '(' sum ')' | fn '(' sum ')') label*
 *   fn         := 'floor' | 'ceil' | 'round' | 'abs'
 *   label      := '[' text ']'
 *   faces      := number | '%' | 'F' | '{' int (',' int)* '}'
 *   modifier   := ('ro' | 'r' | 'rr') point | ('!' | '!!' | '!p') point? | 'e' point
 *               | ('mi' | 'min' | 'ma' | 'max') int | ('kh' | 'kl' | 'k' | 'dh' | 'dl' | 'ph' | 'pl') number?
 *               | 'd' number                    drop lowest, touching (`4d6d1`)
 *               | ('cs' | 'cf') point | 'adv' | 'dis'   (`1d20adv` = 2d20kh1)
 *   point      := compareOp? int                 a bare number means '='
 */
export function parseDice(input: string, options: ParseOptions = {}): DiceNode {
  return parseDiceWithNotes(input, options).node;
}

/**
 * `variables`: the numbers a reader's character gives the names players type (`1d20+PB`,
 * `1d20+dex`), lower-case keys; each is read as that number labelled with the name
 * (`1d20 + 3[PB]`). A name without a number here is refused (`dice.syntax.variable-word`).
 */
export interface ParseOptions {
  variables?: Readonly<Record<string, number>>;
}

/**
 * Parses like parseDice and also returns the notes on spellings other rollers read differently
 * (`/` rounds down here, `10d6>=5` tests the total, `r<3` leaves out 3...), in order of position.
 */
export function parseDiceWithNotes(
  input: string,
  options: ParseOptions = {},
): { node: DiceNode; notes: DiceNote[] } {
  const source = normalizeDiceInput(input);
  const tokens = lexDice(source);
  const parser = new Parser(tokens, source, options.variables ?? {});
  const node = parser.parseExpression();
  return { node, notes: parser.notes.sort((a, b) => Number(a.params.offset) - Number(b.params.offset)) };
}

class Parser {
  private index = 0;
  private functionDepth = 0;
  readonly notes: DiceNote[] = [];
  private readonly tokens: Token[];
  private readonly source: string;
  private readonly variables: Readonly<Record<string, number>>;

  constructor(tokens: Token[], source: string, variables: Readonly<Record<string, number>>) {
    this.tokens = tokens;
    this.source = source;
    this.variables = variables;
  }

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
      this.noteTotalCompared(node, opToken);
      const extra = this.peek();
      if (isCompare(extra.kind)) {
        throw new DiceSyntaxError('dice.syntax.nested-compare', extra.start, extra.text, ARITHMETIC_OR_END);
      }
    }
    const last = this.peek();
    if (last.kind !== 'end') {
      const expected = node.type === 'compare' ? ARITHMETIC_OR_END : OPERATOR_OR_END;
      throw this.unexpected(last, expected);
    }
    return node;
  }

  /** `sum` (`+`, `-` over products) or, with `product`, `*` and `/` over unary terms. */
  private parseSum(product = false): DiceNode {
    const operand = () => (product ? this.parseUnary() : this.parseSum(true));
    let left = operand();
    for (;;) {
      const op = this.peek();
      if (op.kind !== (product ? '*' : '+') && op.kind !== (product ? '/' : '-')) return left;
      this.index++;
      if (op.kind === '/' && this.functionDepth === 0) this.note('dice.note.division-rounds-down', op, {});
      const right = operand();
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
    if (token.kind === '+') {
      // A leading plus (`+5`, d20's positive) changes nothing.
      this.index++;
      return this.parseUnary();
    }
    return this.parsePrimary();
  }

  /** A primary with the labels written before and after it (`[fire]8d6`, `8d6[fire]`). */
  private parsePrimary(): DiceNode {
    const before = this.readLabels();
    const node = this.parseBarePrimary();
    const after = this.readLabels();
    const labels = [...before, ...after];
    if (labels.length > 0 && (node.type === 'number' || node.type === 'dice' || node.type === 'group')) {
      node.annotation = labels.join(' ');
    }
    return node;
  }

  private readLabels(): string[] {
    const labels: string[] = [];
    while (this.peek().kind === 'annotation') {
      const text = this.peek().text;
      if (text !== '') labels.push(text);
      this.index++;
    }
    return labels;
  }

  private parseBarePrimary(): DiceNode {
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
      const close = this.expectClose();
      return { type: 'group', inner, start: token.start, end: close.end };
    }
    if (
      token.kind === 'word' &&
      FUNCTIONS.has(token.text.toLowerCase()) &&
      this.tokens[this.index + 1]?.kind === '('
    ) {
      return this.parseFunction(token);
    }
    if (token.kind === 'word' && Object.hasOwn(this.variables, token.text.toLowerCase())) {
      return this.variable(token, this.variables[token.text.toLowerCase()]!);
    }
    if (token.kind === '{' || token.kind === ',') {
      throw new DiceSyntaxError('dice.syntax.group-braces', token.start, token.text, OPERAND_START, {
        suggestion: bracesAsParentheses(this.source, token.start),
      });
    }
    throw this.unexpected(token, OPERAND_START);
  }

  /** A character's number for a name (`PB` -> 3), labelled with the name as typed: `3[PB]`. */
  private variable(token: Token, value: number): DiceNode {
    this.index++;
    if (!Number.isSafeInteger(value) || Math.abs(value) > DICE_LIMITS.maxNumber) {
      throw limitError('dice.limit.number-too-large', DICE_LIMITS.maxNumber, Math.abs(value));
    }
    const number: DiceNode = {
      type: 'number',
      value: Math.abs(value),
      annotation: token.text,
      start: token.start,
      end: token.end,
    };
    this.note('dice.note.variable', token, { value });
    // A negative modifier is written as a minus and its size, as the parser reads `-1`.
    return value < 0
      ? { type: 'unary', op: '-', operand: number, start: token.start, end: token.end }
      : number;
  }

  /** `floor(…)`, `ceil(…)`, `round(…)`, `abs(…)`: a group node with `fn`. */
  private parseFunction(name: Token): DiceNode {
    const fn = name.text.toLowerCase() as DiceFunction;
    this.index += 2;
    this.functionDepth++;
    const inner = this.parseSum();
    this.functionDepth--;
    const close = this.expectClose();
    const misplaced = misplacedDivision(inner, fn);
    if (misplaced !== null) {
      throw new DiceSyntaxError(
        'dice.syntax.division-inside-function',
        misplaced.start,
        this.source.slice(name.start, close.end),
        [],
        { suggestion: `${fn}(…/…)` },
      );
    }
    return { type: 'group', inner, fn, start: name.start, end: close.end };
  }

  private expectClose(): Token {
    const close = this.peek();
    if (isCompare(close.kind)) {
      throw new DiceSyntaxError('dice.syntax.nested-compare', close.start, close.text, ARITHMETIC_OR_CLOSE);
    }
    return this.expect(')', ARITHMETIC_OR_CLOSE);
  }

  private parseDice(countToken: Token | null): DiceNode {
    const dToken = this.expect('d', ['d']);
    const count = countToken === null ? 1 : countToken.value;
    if (count > DICE_LIMITS.maxDicePerGroup || !Number.isSafeInteger(count)) {
      throw limitError('dice.limit.too-many-dice', DICE_LIMITS.maxDicePerGroup, count);
    }
    const faces = this.parseFaces();
    const group: DiceGroupNode = {
      type: 'dice',
      count,
      faces,
      modifiers: [],
      keep: null,
      start: countToken === null ? dToken.start : countToken.start,
      end: this.tokens[this.index - 1]!.end,
    };
    const modifiers: DieModifier[] = [];
    let keepToken: Token | null = null;
    const seen = new Set<string>();
    for (;;) {
      const token = this.peek();
      const modifier = this.parseModifier(token, group, modifiers);
      if (modifier === null) break;
      const kind =
        modifier === 'sort'
          ? 'sort'
          : 'mode' in modifier
            ? 'keep'
            : 'type' in modifier
              ? modifier.type
              : modifier.kind;
      if (seen.has(kind))
        throw new DiceSyntaxError('dice.syntax.duplicate-modifier', token.start, token.text, []);
      seen.add(kind);
      if (modifier === 'sort') {
        // Sorting (`s`, `sa`, `sd` in Roll20 and rpg-dice-roller) orders the dice shown, never the value.
      } else if ('mode' in modifier) {
        group.keep = modifier;
        keepToken = token;
      } else if ('type' in modifier) modifiers.push(modifier);
      else group.critical = { ...group.critical, [modifier.kind]: modifier.when };
      group.end = this.tokens[this.index - 1]!.end;
    }
    const rerollAdd = modifiers.find((m) => m.type === 'reroll-add');
    const other = modifiers.find((m) => m.type === 'reroll' || m.type === 'explode');
    if (rerollAdd !== undefined && (other !== undefined || group.keep !== null)) {
      const at = this.tokens.find((t) => t.kind === 'ra' && t.start >= group.start && t.start < group.end)!;
      throw new DiceSyntaxError('dice.syntax.modifier-combination', at.start, at.text, [], {
        suggestion: `${group.count}d${facesText(faces)}ra${rerollAdd.when.op}${rerollAdd.when.value}`,
      });
    }
    const keep = group.keep;
    // `4d6kh5` keeps more dice than the group rolls: a mistyped count, never silently "keep all".
    if (keep !== null && keepToken !== null && keep.count > group.count)
      throw new DiceSyntaxError(
        'dice.syntax.keep-more-than-rolled',
        keepToken.start,
        `${keep.mode}${keep.count}`,
        [],
      );
    modifiers.sort((a, b) => MODIFIER_ORDER[a.type] - MODIFIER_ORDER[b.type]);
    group.modifiers = modifiers;
    const explode = modifiers.find((m) => m.type === 'explode');
    if (keep !== null && explode !== undefined && explode.style === undefined && group.count > 1) {
      this.note(
        'dice.note.chains-ranked-whole',
        { ...keepToken!, start: group.start },
        {
          found: this.source.slice(group.start, group.end).replace(/\s+/g, ''),
        },
      );
    }
    return group;
  }

  private parseFaces(): DieFaces {
    const token = this.peek();
    if (token.kind === 'number') {
      this.index++;
      if (token.value < 1) throw new DiceLimitError('dice.limit.too-few-sides', 1, token.value);
      if (token.value > DICE_LIMITS.maxSides) {
        throw limitError('dice.limit.too-many-sides', DICE_LIMITS.maxSides, token.value);
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

  private touching(token: Token): boolean {
    return this.tokens[this.index - 1]!.end === token.start;
  }

  private parseModifier(
    token: Token,
    group: DiceGroupNode,
    modifiers: readonly DieModifier[],
  ): DieModifier | KeepDrop | { kind: 'success' | 'failure'; when: ComparePoint } | 'sort' | null {
    const faces = group.faces;
    switch (token.kind) {
      case 'ro':
      case 'r':
      case 'rr':
        return { type: 'reroll', once: token.kind === 'ro', when: this.requiredPoint(token, faces) };
      case '!':
      case '!!': {
        this.index++;
        let style: 'compound' | 'penetrate' | undefined = token.kind === '!!' ? 'compound' : undefined;
        let last = token;
        const next = this.peek();
        if (next.kind === 'p' && next.start === token.end) {
          this.index++;
          style = 'penetrate';
          last = next;
        }
        // `3d6!>=5` explodes on 5+, but `3d6! >= 5` compares the total: the point must touch the `!`.
        const highest: ComparePoint = { op: '=', value: highestFace(faces) };
        const touching = this.peek().start === last.end;
        const when = touching ? this.parseComparePoint(false, faces) : highest;
        this.noteStrictPoint(token, when);
        this.refuseUnreachedPoint(token, when, faces);
        return style === undefined ? { type: 'explode', when } : { type: 'explode', when, style };
      }
      case 'ra': {
        // d20's reroll and add: one more die when any die matches (once per group).
        return { type: 'reroll-add', when: this.requiredPoint(token, faces) };
      }
      case 'e': {
        // d20's explode-on: `1d6e6` explodes on 6 (a compare point is required, as in d20).
        return { type: 'explode', when: this.requiredPoint(token, faces) };
      }
      case 'mi':
      case 'min':
      case 'ma':
      case 'max':
        this.index++;
        return { type: token.kind.startsWith('mi') ? 'min' : 'max', value: this.parseSignedInt() };
      case 'cs':
      case 'cf':
        return { kind: token.kind === 'cs' ? 'success' : 'failure', when: this.requiredPoint(token, faces) };
      case 'd':
        // `4d6d1` (Roll20, rpg-dice-roller): drop the lowest; the `d` must touch the die.
        if (!this.touching(token) || this.tokens[this.index + 1]?.kind !== 'number') return null;
        return this.parseKeep(token, 'dl');
      case 'kh':
      case 'kl':
      case 'k':
      case 'dh':
      case 'dl':
        return this.parseKeep(token, token.kind === 'k' ? 'kh' : token.kind);
      case 'pl':
      case 'ph':
        // d20's drop: `pl1` drops the lowest die, `ph1` the highest.
        return this.parseKeep(token, token.kind === 'pl' ? 'dl' : 'dh');
      case 's':
      case 'sa':
      case 'sd':
        this.index++;
        return 'sort';
      case 'word': {
        const word = token.text.toLowerCase();
        if (word !== 'adv' && word !== 'dis') return null;
        // `1d20adv`: Advantage, two d20s keeping the higher (rule AdvantageDisadvantage).
        if (group.count !== 1 || modifiers.length > 0 || group.keep !== null) return null;
        this.index++;
        group.count = 2;
        const mode = word === 'adv' ? 'kh' : 'kl';
        this.note('dice.note.advantage', token, { suggestion: `2d${facesText(faces)}${mode}1` });
        return { mode, count: 1 };
      }
      default:
        return null;
    }
  }

  /** A modifier's required compare point (`r<3`, `cs>=5`), past its token: refused if no face meets it. */
  private requiredPoint(token: Token, faces: DiceGroupNode['faces']): ComparePoint {
    this.index++;
    const when = this.parseComparePoint(true, faces);
    this.refuseUnreachedPoint(token, when, faces);
    this.noteStrictPoint(token, when);
    return when;
  }

  private parseKeep(token: Token, mode: KeepDrop['mode']): KeepDrop {
    this.index++;
    const next = this.peek();
    let count = 1;
    if (next.kind === 'number') {
      this.index++;
      count = next.value;
      if (count > DICE_LIMITS.maxDicePerGroup || !Number.isSafeInteger(count)) {
        throw limitError('dice.limit.too-many-dice', DICE_LIMITS.maxDicePerGroup, count);
      }
      // d20 reads `k3` as "keep the dice showing 3"; here it keeps the highest 3.
      if (token.kind === 'k')
        this.note('dice.note.keep-highest', token, { suggestion: `kh${count}`, keep: count });
    }
    return { mode, count };
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
      throw limitError('dice.limit.number-too-large', DICE_LIMITS.maxNumber, token.value);
    }
    return token.value;
  }

  /** Roll20 reads `r<3` and `cs>19` with the value included; here `<` and `>` leave it out. */
  private noteStrictPoint(token: Token, when: ComparePoint): void {
    if (when.op !== '<' && when.op !== '>') return;
    const found = this.source.slice(token.start, this.tokens[this.index - 1]!.end).replace(/\s+/g, '');
    const inclusive = when.op === '<' ? '<=' : '>=';
    this.note('dice.note.compare-point-strict', token, {
      found,
      suggestion: found.replace(/[<>]/, inclusive),
    });
  }

  /** A point no face reaches is refused at its modifier (compare-point.ts). */
  private refuseUnreachedPoint(token: Token, when: ComparePoint, faces: DieFaces): void {
    const found = this.source.slice(token.start, this.tokens[this.index - 1]!.end).replace(/\s+/g, '');
    refuseUnreachedPoint(when, faces, token.start, found);
  }

  /** `10d6>=5` tests the total; Roll20 and rpg-dice-roller count the dice showing 5 or more. */
  private noteTotalCompared(node: Extract<DiceNode, { type: 'compare' }>, op: Token): void {
    let left = node.left;
    while (left.type === 'group' && left.fn === undefined) left = left.inner;
    if (left.type !== 'dice' || left.count < 2 || left.faces.kind !== 'standard') return;
    if (left.modifiers.length > 0 || left.keep !== null || node.right.type !== 'number') return;
    const { sides } = left.faces;
    const point = { op: node.op, value: node.right.value };
    if (sides > 20 || point.value < 1 || point.value > sides) return;
    const faces = Array.from({ length: sides }, (_, i) => (matchesPoint(point, i + 1) ? 1 : 0));
    this.note('dice.note.total-compared', op, {
      found: this.source.slice(node.start, node.end).replace(/\s+/g, ''),
      value: point.value,
      suggestion: `${left.count}d{${faces.join(',')}}`,
    });
  }

  private note(code: DiceNote['code'], token: Token, params: Record<string, string | number>): void {
    this.notes.push({
      code,
      params: { offset: token.start, column: token.start + 1, found: token.text, ...params },
    });
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
    // d20's sets `(1d4, 3)kh1`, Roll20's `{…}` groups: several rolls in one group.
    if (token.kind === ',' || token.kind === '{') {
      return new DiceSyntaxError('dice.syntax.group-braces', token.start, token.text, expected, {
        suggestion: '(…)',
      });
    }
    const run = token.run;
    const atEnd = expected.includes('end');
    const beforeParen = this.tokens[this.index + 1]?.kind === '(';
    // `2d6 d6`: a die where a sign was expected is a missing sign, not a word.
    const startsDie = token.kind === 'd' && token.run?.end === token.end;
    if (startsDie)
      return new DiceSyntaxError('dice.syntax.unexpected-token', token.start, token.text, expected);
    if (
      token.kind === 'word' ||
      (run !== undefined && (run.end - run.start > token.end - token.start || atEnd || beforeParen))
    ) {
      return wordError(this.source, run ?? token, expected, beforeParen);
    }
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

function facesText(faces: DieFaces): string {
  if (faces.kind === 'standard') return String(faces.sides);
  if (faces.kind === 'fate') return 'F';
  return `{${faces.faces.join(',')}}`;
}

/**
 * Inside `floor`/`ceil`/`round`/`abs` a division must be the argument's last operation
 * (`ceil(1d6/2)`): other rollers keep fractions inside (`round(1d6/2*3)` rounds 4.5), where this
 * engine's `/` has already rounded down. Returns the division that would be read differently.
 */
function misplacedDivision(inner: DiceNode, fn: DiceFunction): DiceNode | null {
  let top = inner;
  while (top.type === 'group' && top.fn === undefined) top = top.inner;
  if (fn !== 'abs' && top.type === 'binary' && top.op === '/') {
    return firstDivision(top.left) ?? firstDivision(top.right);
  }
  return firstDivision(top);
}

/** The first `/` outside a nested function call. */
function firstDivision(node: DiceNode): DiceNode | null {
  switch (node.type) {
    case 'binary':
      if (node.op === '/') return node;
      return firstDivision(node.left) ?? firstDivision(node.right);
    case 'compare':
      return firstDivision(node.left) ?? firstDivision(node.right);
    case 'unary':
      return firstDivision(node.operand);
    case 'group':
      return node.fn === undefined ? firstDivision(node.inner) : null;
    default:
      return null;
  }
}

/** `{1d20+5}` as `(1d20+5)` when the braces hold one roll; `(…)` otherwise. */
function bracesAsParentheses(source: string, start: number): string {
  const close = source.indexOf('}', start);
  const inside = close < 0 ? '' : source.slice(start + 1, close);
  if (close < 0 || inside.includes(',') || inside.trim() === '') return '(…)';
  return `(${inside.trim()})`;
}

/** A limit refused, its reported `actual` a finite number even for absurdly long digit strings. */
function limitError(code: DiceLimitCode, limit: number, actual: number): DiceLimitError {
  return new DiceLimitError(code, limit, Number.isFinite(actual) ? actual : Number.MAX_VALUE);
}
