import { ABILITIES, type Ability } from '@polyhedral/core/tables';
import type { JSX } from 'preact';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import type { BuiltScores } from './character-page-types.ts';
import type { CharacterText } from './character-text.ts';

/** Each ability's score before and after the background's increases, with the button that copies them to the character; or why the core refused them. */
export function BuiltScoresTable(props: {
  text: CharacterText;
  built: BuiltScores;
  onUseScores: (final: Readonly<Record<Ability, number>>) => void;
}): JSX.Element {
  const { text, built } = props;
  const { t, n, signed, abilityName } = text;
  if (!built.ok)
    return (
      <p class="calc-error" role="alert" data-testid="character-build-error">
        {text.error(built)}
      </p>
    );
  return (
    <div class="character-built">
      <table class="character-table" data-testid="character-built">
        <thead>
          <tr>
            {(['sheet.ability', 'build.base', 'build.increase', 'build.final'] as const).map((column) => (
              <th scope="col">{t(`character.${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ABILITIES.map((ability) => (
            <tr key={ability}>
              <th scope="row">{abilityName(ability)}</th>
              <td>{n(built.base[ability])}</td>
              <td>
                {built.final[ability] > built.base[ability]
                  ? signed(built.final[ability] - built.base[ability])
                  : ''}
              </td>
              <td>{n(built.final[ability])}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <CalcButton
        label={t('character.build.useScores')}
        primary
        onClick={() => props.onUseScores(built.final)}
      />
    </div>
  );
}
