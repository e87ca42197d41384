import { useMemo, useState } from 'preact/hooks';
import type { BuiltScores, PointsSpent } from './character-page-types.ts';
import { builtScores, pointsSpent } from './character-results.ts';
import { type BuilderState, DEFAULT_BUILDER } from './score-builder.ts';

/** The score builder as the reader sets it, with what the core makes of it. */
export interface CharacterBuilder {
  builder: BuilderState;
  /** Changes some of the builder's choices, the others as they were. */
  update: (next: Partial<BuilderState>) => void;
  built: BuiltScores;
  spent: PointsSpent;
}

export function useCharacterBuilder(): CharacterBuilder {
  const [builder, setBuilder] = useState<BuilderState>(DEFAULT_BUILDER);
  const built = useMemo(() => builtScores(builder), [builder]);
  return {
    builder,
    update: (next) => setBuilder({ ...builder, ...next }),
    built,
    spent: pointsSpent(builder),
  };
}
