import { CHARACTER_SHEET_RULE_IDS } from '@polyhedral/core/character';
import { ABILITIES, type Ability } from '@polyhedral/core/tables';
import type { JSX } from 'preact';
import { SelectField } from '../calculators/shared/fields.tsx';
import { backgroundChange, otherAbilityChange } from './builder-changes.ts';
import type { CharacterText } from './character-text.ts';
import { RuleLink } from './RuleLink.tsx';
import {
  BACKGROUND_CHOICES,
  type BackgroundChoice,
  backgroundAbilities,
  INCREASE_PATTERNS,
  type IncreasePattern,
} from './score-builder.ts';
import type { CharacterBuilder } from './use-character-builder.ts';

/** The background's increases: the background (or three abilities of the reader's), +2/+1 or +1 each. */
export function BackgroundFields(props: { text: CharacterText; builder: CharacterBuilder }): JSX.Element {
  const { text } = props;
  const { t, n, abilityName } = text;
  const { builder, update } = props.builder;
  const abilityOptions = ABILITIES.map((a) => ({ value: a, label: abilityName(a) }));
  const bgAbilities = backgroundAbilities(builder);
  return (
    <>
      <h3>{t('character.background.title')}</h3>
      <div class="calc-fields">
        <SelectField
          id="character-background"
          label={t('character.background.choice')}
          value={builder.background}
          options={BACKGROUND_CHOICES.map((b) => ({
            value: b,
            label: b === 'other' ? t('character.background.other') : t(`table.background.${b}`),
          }))}
          onChange={(value) => update(backgroundChange(builder, value as BackgroundChoice))}
        />
        {builder.background === 'other'
          ? builder.otherAbilities.map((ability, index) => (
              <SelectField
                key={`other-${index}`}
                id={`character-other-${index + 1}`}
                label={t('character.background.ability', { n: n(index + 1) })}
                value={ability}
                options={abilityOptions}
                onChange={(value) => update(otherAbilityChange(builder, index, value as Ability))}
              />
            ))
          : null}
        <SelectField
          id="character-pattern"
          label={t('character.background.pattern')}
          value={builder.pattern}
          options={INCREASE_PATTERNS.map((p) => ({
            value: p,
            label: t(`character.background.pattern.${p}`),
          }))}
          onChange={(value) => update({ pattern: value as IncreasePattern })}
        />
        {builder.pattern === 'two-one'
          ? (['plusTwo', 'plusOne'] as const).map((which) => (
              <SelectField
                key={which}
                id={which === 'plusTwo' ? 'character-plus-two' : 'character-plus-one'}
                label={t(`character.background.${which}`)}
                value={builder[which]}
                options={bgAbilities.map((a) => ({ value: a, label: abilityName(a) }))}
                onChange={(value) => update({ [which]: value as Ability })}
              />
            ))
          : null}
      </div>
      <p class="calc-hint">
        {t('character.background.rule')} <RuleLink text={text} ruleId={CHARACTER_SHEET_RULE_IDS.background} />
      </p>
    </>
  );
}
