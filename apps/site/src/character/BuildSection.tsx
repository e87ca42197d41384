import type { Ability } from '@polyhedral/core/tables';
import type { JSX } from 'preact';
import { BackgroundFields } from './BackgroundFields.tsx';
import { BaseScoreFields } from './BaseScoreFields.tsx';
import { BuiltScoresTable } from './BuiltScoresTable.tsx';
import type { CharacterText } from './character-text.ts';
import type { CharacterBuilder } from './use-character-builder.ts';

/** "Build": finish character creation (the scores, then the background's increases). */
export function BuildSection(props: {
  text: CharacterText;
  builder: CharacterBuilder;
  onUseScores: (final: Readonly<Record<Ability, number>>) => void;
}): JSX.Element {
  const { text, builder } = props;
  return (
    <section aria-labelledby="character-build">
      <h2 id="character-build">{text.t('character.build.title')}</h2>
      <p class="calc-hint">{text.t('character.build.intro')}</p>
      <BaseScoreFields text={text} builder={builder} />
      <BackgroundFields text={text} builder={builder} />
      <BuiltScoresTable text={text} built={builder.built} onUseScores={props.onUseScores} />
    </section>
  );
}
