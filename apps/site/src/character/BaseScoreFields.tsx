import { POINT_BUY_LIMITS } from '@polyhedral/core';
import { CHARACTER_SHEET_RULE_IDS } from '@polyhedral/core/character';
import { ABILITIES, STANDARD_ARRAY } from '@polyhedral/core/tables';
import type { JSX } from 'preact';
import { SelectField, TextField } from '../calculators/shared/fields.tsx';
import { baseScoreChange, methodChange } from './builder-changes.ts';
import type { CharacterText } from './character-text.ts';
import { RuleLink } from './RuleLink.tsx';
import type { CharacterBuilder } from './use-character-builder.ts';

/** Step 3's scores: the method, the six scores (typed for point buy, chosen from the array) and the points spent. */
export function BaseScoreFields(props: { text: CharacterText; builder: CharacterBuilder }): JSX.Element {
  const { text } = props;
  const { t, n, abilityName } = text;
  const { builder, update, spent } = props.builder;
  const scoreOptions = STANDARD_ARRAY.map((score) => ({ value: String(score), label: n(score) }));
  return (
    <>
      <div class="calc-fields">
        <SelectField
          id="character-method"
          label={t('character.build.method')}
          value={builder.method}
          options={[
            { value: 'point-buy', label: t('character.build.method.point-buy') },
            { value: 'standard-array', label: t('character.build.method.standard-array') },
          ]}
          onChange={(value) => update(methodChange(value))}
        />
      </div>
      <div class="calc-fields character-scores">
        {ABILITIES.map((ability, index) =>
          builder.method === 'point-buy' ? (
            <TextField
              key={ability}
              id={`character-base-${ability}`}
              label={abilityName(ability)}
              wording={text}
              value={builder.base[index] ?? ''}
              onInput={(value) => update(baseScoreChange(builder, index, value))}
            />
          ) : (
            <SelectField
              key={ability}
              id={`character-base-${ability}`}
              label={abilityName(ability)}
              value={builder.base[index] ?? ''}
              options={scoreOptions}
              onChange={(value) => update(baseScoreChange(builder, index, value))}
            />
          ),
        )}
      </div>
      {spent ? (
        <p class="calc-hint" data-testid="character-points">
          {t('character.build.points', {
            spent: n(spent.spent),
            budget: n(POINT_BUY_LIMITS.budget),
            min: n(POINT_BUY_LIMITS.min),
            max: n(POINT_BUY_LIMITS.max),
          })}{' '}
          <RuleLink text={text} ruleId={CHARACTER_SHEET_RULE_IDS.scores} />
        </p>
      ) : null}
    </>
  );
}
