import type { ParamValue } from '@polyhedral/core/calculators';
/** Node types and data shapes; `declare module 'mdast'` registers the inline dice node for every visitor. */
import type { Data, Literal } from 'mdast';
import type {} from 'mdast-util-directive';

/** Inline dice notation found in prose (`8d6`, `1d20 + 3`). */
export interface DiceNotation extends Literal {
  type: 'diceNotation';
  /** The text as written (`2d6 + 3`). */
  value: string;
  /** The normalized notation for the roller (`2d6+3`). */
  notation: string;
  data?: DiceNotationData;
}

export interface DiceNotationData extends Data {}

declare module 'mdast' {
  interface PhrasingContentMap {
    diceNotation: DiceNotation;
  }
  interface RootContentMap {
    diceNotation: DiceNotation;
  }
  interface HeadingData {
    /** The rule ID written as `{#ID}` at the end of the heading. */
    id?: string;
  }
}

/** Parameters of a calculator directive, as written (`::calc{kind="d20-test" bonus="5"}`). */
export type DirectiveParams = Record<string, string>;

/** A calculator parameter after the core parsed it (number, boolean, dice text, lists). */
/** A calculator directive's typed parameter value (the core's ParamValue). */
export type CalculatorParamValue = ParamValue;

/** The core's verdict on a calculator directive's parameters. */
export type CalculatorParamsCheck =
  | { ok: true; params: Record<string, CalculatorParamValue> }
  | { ok: false; problem: string };

/** One piece of rendered content: HTML, or a component the site renders itself. */
export type ContentBlock =
  | { type: 'html'; html: string }
  | ({
      type: 'calc';
      kind: string;
      params: Record<string, CalculatorParamValue>;
      ruleId: string;
      sectionId: string | null;
      /** The heading the block sits under (the last one before it), null before any heading. */
      heading: ContentHeading | null;
    } & BlockPlace)
  | ({ type: 'table'; id: string; sectionId: string | null; heading: ContentHeading | null } & BlockPlace);

/** Where a calculator or table block stands among the text's blocks (what `data-b` says of HTML). */
export interface BlockPlace {
  /** Its index among the blocks (sectionBlocks). */
  blockIndex?: number;
}

/** A heading of the document, in order. */
export interface ContentHeading {
  id: string | null;
  depth: number;
  text: string;
}

/** Builds the site path of a rule or glossary term. */
export type PathBuilder = (locale: string, id: string) => string;

/** What a valid `::calc` or `::table` directive stands for (set by remarkContentDirectives). */
export type DirectiveBlock =
  | { type: 'calc'; kind: string; params: Record<string, CalculatorParamValue>; ruleId: string }
  | { type: 'table'; id: string };

declare module 'mdast-util-directive' {
  interface LeafDirectiveData {
    /** Set on valid `::calc` / `::table` directives. */
    polyhedralBlock?: DirectiveBlock;
  }
}

/** What the directive plugin needs to know about the core (calculators and tables). */
export interface DirectiveRegistry {
  /** Known calculator kinds, for messages. */
  calculatorKinds(): readonly string[];
  /** The rule ID a calculator kind belongs to, or undefined for an unknown kind. */
  calculatorRuleId(kind: string): string | undefined;
  /** The parsed parameters when the core accepts them, else a short English reason. */
  checkCalculatorParams(kind: string, params: DirectiveParams): CalculatorParamsCheck;
  hasTable(id: string): boolean;
}
