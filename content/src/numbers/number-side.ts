/**
 * One side of an aligned pair for the number check: the English blocks a translated block stands
 * for, or the translated blocks that stand for them (one, or several with `{en-split}`), with their
 * numbers in order, each where it is written, and their prose joined for the finding's message.
 */
import type { BlockText, Position } from './block-texts.ts';
import { type NumberToken, numberTokens } from './number-tokens.ts';

export interface PlacedToken extends NumberToken {
  at: Position;
  /** Its offset in the side's joined `text`. */
  joined: number;
}

export interface NumberSide {
  blocks: readonly BlockText[];
  tokens: PlacedToken[];
  /** The blocks' prose, joined: what the finding shows. */
  text: string;
  /** Where the first block starts. */
  at: Position;
}

const JOIN = ' ¶ ';

export function numberSide(blocks: readonly BlockText[]): NumberSide {
  let start = 0;
  const tokens = blocks.flatMap((block) => {
    const from = start;
    start += block.text.length + JOIN.length;
    return numberTokens(block.text).map((token) => ({
      ...token,
      at: block.at(token.offset),
      joined: from + token.offset,
    }));
  });
  const first = blocks[0]?.block;
  return {
    blocks,
    tokens,
    text: blocks.map((block) => block.text).join(JOIN),
    at: { line: first?.line ?? 1, column: 1 },
  };
}

export function tokensOf(side: NumberSide, kind: NumberToken['kind']): PlacedToken[] {
  return side.tokens.filter((token) => token.kind === kind);
}

/** A token as the finding names it: a number with its sign ("+2", "−2"), a dice expression as is. */
export function shown(token: NumberToken): string {
  if (token.kind !== 'number' || !token.sign) return token.value;
  return `${token.sign === '+' ? '+' : '−'}${token.value}`;
}
