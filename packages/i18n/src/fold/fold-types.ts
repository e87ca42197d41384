/** The data a search fold runs on: plain JSON, so a search document can carry it to the browser. */

/** `[written, folded]` pairs, applied longest first: a spelling and the one it folds to. */
export type FoldPairs = readonly (readonly [string, string])[];

export interface FoldTable {
  /**
   * Traditional -> Simplified, from OpenCC's own tables (tw -> cn): whole phrases first, then
   * single characters. A table may be cut down to the characters a
   * document's keys use (searchFoldTable): a character outside them can match nothing anyway.
   */
  chinese: FoldPairs;
  /** Thai spelling variants of borrowed words -> the spelling the content uses (thai-spelling-variants.json). */
  thai: FoldPairs;
}
