/** The dice AST (a union on `type`): the contract between the parser and every evaluator and formatter. */

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
  /**
   * d20's `ra` (reroll and add): when at least one die of the group shows a matching face, one
   * more die is rolled and added (once per group, however many match). Alone in its group with
   * mi/ma only.
   */
  | { type: 'reroll-add'; when: ComparePoint }
  | {
      type: 'explode';
      when: ComparePoint;
      /**
       * Absent: each explosion adds a die (`!`, `e6`). 'compound' (`!!`): the added dice count
       * as one die in the breakdown; the total and keep/drop (which already rank a die with its
       * explosions as one) are the same as `!`. 'penetrate' (`!p`): every added die counts 1 less.
       */
      style?: 'compound' | 'penetrate';
    } // ! (= max face) / !>=N / e6
  | { type: 'min'; value: number } // miN: each die shows at least N
  | { type: 'max'; value: number }; // maN: each die shows at most N

/** Keep or drop some of the dice of a group after the per-die modifiers. */
export interface KeepDrop {
  mode: 'kh' | 'kl' | 'dh' | 'dl';
  count: number;
}

/**
 * Text in square brackets after a term (`8d6[fire]`, `1d20+5 [attack]`): a label that never
 * changes the value. The core reads a damage type named there as that part's damage type.
 */
export interface Annotated {
  annotation?: string;
}

/** The rounding of a division: 'floor' (`/`, the rules' "round down"), or floor/ceil/round(a / b). */
export type DivisionRounding = 'floor' | 'ceil' | 'round';

/** Functions over a whole value (`floor(8d6/2)`, `abs(1d6-1d6)`). */
export type DiceFunction = 'floor' | 'ceil' | 'round' | 'abs';

export type DiceNode =
  | ({ type: 'number'; value: number; start: number; end: number } & Annotated)
  | ({
      type: 'dice';
      count: number;
      faces: DieFaces;
      modifiers: readonly DieModifier[];
      keep: KeepDrop | null;
      /**
       * Critical ranges written with `cs`/`cf` (`1d20cs>=19`): data for callers, never a change
       * to the value. Absent when not written.
       */
      critical?: { success?: ComparePoint; failure?: ComparePoint };
      start: number;
      end: number;
    } & Annotated)
  | { type: 'unary'; op: '-'; operand: DiceNode; start: number; end: number }
  | {
      type: 'binary';
      op: '+' | '-' | '*' | '/'; // '/' rounds down (floor), the rules' "round down"
      left: DiceNode;
      right: DiceNode;
      start: number;
      end: number;
    }
  | ({
      type: 'group';
      inner: DiceNode;
      /**
       * Absent for plain parentheses. `abs` takes the absolute value; `floor`/`ceil`/`round` round
       * the quotient of a division that is the argument's last operation (`ceil(1d6/2)`), and
       * leave any other (whole-number) argument as it is.
       */
      fn?: DiceFunction;
      start: number;
      end: number;
    } & Annotated) // parentheses or a function
  | {
      type: 'compare';
      op: '<' | '<=' | '>' | '>=' | '=';
      left: DiceNode;
      right: DiceNode;
      start: number;
      end: number;
    }; // top level only; evaluates to 1 (success) or 0

export type DiceNodeType = DiceNode['type'];
