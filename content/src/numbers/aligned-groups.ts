/**
 * The pairs the number check compares, from a section's block alignment: each translated block
 * with the English blocks it stands for (one, or N with `{en-merge=N}`), the blocks of an
 * `{en-split}` joined with the block they continue, and a block marked `{en-none}` alone, with no
 * English (it is held to the core's facts instead). Browser-safe.
 */

export interface AlignedGroup {
  /** English block indexes, in order (none: a block the translation adds on purpose). */
  english: number[];
  translated: number[];
}

/** By translated block index the English block indexes it stands for (BlockAlignment `en`) -> the pairs. */
export function alignedGroups(en: readonly (readonly number[])[]): AlignedGroup[] {
  const groups: AlignedGroup[] = [];
  en.forEach((english, index) => {
    const last = groups.at(-1);
    if (last && english.length > 0 && english.some((value) => last.english.includes(value))) {
      last.translated.push(index);
      for (const value of english) if (!last.english.includes(value)) last.english.push(value);
      return;
    }
    groups.push({ english: [...english], translated: [index] });
  });
  return groups;
}
