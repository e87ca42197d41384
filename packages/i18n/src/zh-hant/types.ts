import type { GlossaryTerm, ZhHantNameOverrides } from '../glossary/types.ts';

/**
 * An ordinary word OpenCC converts wrongly (its Taiwan phrases' computing vocabulary: 远程 -> 遠端
 * where the rules mean ranged; misreadings: 包括发射 -> 包括髮射), listed in `word-corrections.json`;
 * the converter writes `zhHant` instead.
 */
export interface WordCorrection {
  zh: string;
  zhHant: string;
  /** What the word means here and what OpenCC made of it. */
  note: string;
}

/**
 * A Simplified word the converter writes as one fixed Traditional form, never converted together
 * with its neighbours: a glossary term's zh name (with `termId`) or a corrected ordinary word.
 */
export interface FixedWord {
  zh: string;
  zhHant: string;
  termId?: string;
}

/** A piece of a Simplified text: plain text to convert, or a fixed word found there. */
export type TextPiece =
  | { kind: 'text'; text: string; start: number }
  | { kind: 'fixed'; text: string; start: number; word: FixedWord };

/** A place in a text: 1-based line and column (in UTF-16 code units, as editors count). */
export interface TextPosition {
  line: number;
  column: number;
}

/** What the converter is built from: the glossary, its zh-Hant name overrides and the word corrections. */
export interface ZhHantData {
  terms: readonly GlossaryTerm[];
  nameOverrides: ZhHantNameOverrides;
  wordCorrections: readonly WordCorrection[];
}

/** A Simplified -> Traditional (Taiwan) converter built from one ZhHantData. */
export interface ZhHantConverter {
  /** The text in zh-Hant: OpenCC cn -> twp, with every fixed word written its fixed way. */
  convertText(simplified: string): string;
  /** A term's zh-Hant name (its override, or the plain conversion of its zh name); undefined for an unknown id. */
  termName(id: string): string | undefined;
  /** A term's zh name converted by OpenCC alone; undefined for an unknown id. */
  plainTermName(id: string): string | undefined;
  /** The text cut into fixed words and the text between them (joined, the pieces give the text back). */
  piecesOf(text: string): TextPiece[];
  /** Every fixed word, longest zh form first. */
  fixedWords: readonly FixedWord[];
}

/** A problem in the zh-Hant names or word corrections (developer-facing: the name checks), as a code + params. */
export interface ZhHantNameProblem {
  code:
    | 'zh-hant.name.unknown-term'
    | 'zh-hant.name.unneeded-override'
    | 'zh-hant.name.no-note'
    | 'zh-hant.name.not-kept'
    | 'zh-hant.name.shared'
    | 'zh-hant.name.has-avoided-form'
    | 'zh-hant.word.unneeded'
    | 'zh-hant.word.is-a-term'
    | 'zh-hant.word.gives-a-term-name'
    | 'zh-hant.word.listed-twice'
    | 'zh-hant.word.no-note';
  params: Record<string, string>;
}

/**
 * A term written in a converted text under its plain OpenCC conversion instead of its own zh-Hant
 * name: the term would have two names.
 */
export interface SecondNameFinding extends TextPosition {
  file: string;
  termId: string;
  /** The plain conversion found (傷害型別). */
  found: string;
  /** The term's zh-Hant name (傷害類型). */
  name: string;
}

/**
 * A term's zh-Hant name that the conversion made out of other Simplified words (对象 -> 物件, the
 * name of Object): in zh-Hant the text would name a term the zh text does not.
 */
export interface WordAsTermNameFinding extends TextPosition {
  file: string;
  termId: string;
  /** The term's zh-Hant name in the converted text. */
  name: string;
  /** The Simplified text it came from. */
  simplified: string;
}
