/**
 * The dice AST: the contract between the parser and every evaluator/formatter.
 * A discriminated union on `type`. Parsers produce it; evaluators never re-parse.
 */

/** A compare point such as `<3`, `>=18`, `=1`. */
export interface ComparePoint {
  op: '<' | '<=' | '>' | '>=' | '=';
  value: number;
}

/** The faces a die can show. */
export type DieFaces =
  | { kind: 'standard'; sides: number } // dS, d% (sides 100)
  | { kind: 'fate' } // dF: -1, 0, +1
  | { kind: 'custom'; faces: readonly number[] }; // d{1,2,2,3}

/** Modifiers applied to each die of a group, in this order: reroll, explode, clamp. */
export type DieModifier =
  | { type: 'reroll'; once: boolean; when: ComparePoint } // ro<3 (once) / r<3 (until not, capped)
  | { type: 'explode'; when: ComparePoint } // ! (= max face) / !>=N
  | { type: 'min'; value: number } // miN: each die shows at least N
  | { type: 'max'; value: number }; // maN: each die shows at most N

/** Keep or drop some of the dice of a group after the per-die modifiers. */
export interface KeepDrop {
  mode: 'kh' | 'kl' | 'dh' | 'dl';
  count: number;
}

export type DiceNode =
  | { type: 'number'; value: number; start: number; end: number }
  | {
      type: 'dice';
      count: number;
      faces: DieFaces;
      modifiers: readonly DieModifier[];
      keep: KeepDrop | null;
      start: number;
      end: number;
    }
  | { type: 'unary'; op: '-'; operand: DiceNode; start: number; end: number }
  | {
      type: 'binary';
      op: '+' | '-' | '*' | '/'; // '/' rounds down (floor), the rules' "round down"
      left: DiceNode;
      right: DiceNode;
      start: number;
      end: number;
    }
  | { type: 'group'; inner: DiceNode; start: number; end: number } // parentheses
  | {
      type: 'compare';
      op: '<' | '<=' | '>' | '>=' | '=';
      left: DiceNode;
      right: DiceNode;
      start: number;
      end: number;
    }; // top level only; evaluates to 1 (success) or 0

export type DiceNodeType = DiceNode['type'];
