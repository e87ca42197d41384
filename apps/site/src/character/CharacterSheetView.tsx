import { CHARACTER_SHEET_RULE_IDS, type Character } from '@polyhedral/core/character';
import { ABILITIES, SKILLS } from '@polyhedral/core/tables';
import type { JSX } from 'preact';
import type { SheetResult } from './character-page-types.ts';
import type { CharacterText } from './character-text.ts';
import { RuleLink } from './RuleLink.tsx';

/** The core's numbers for the character, each with its rule link; or why the core refused it; nothing while the form has errors. */
export function CharacterSheetView(props: {
  text: CharacterText;
  sheet: SheetResult;
  character: Character | null;
}): JSX.Element | null {
  const { text, sheet, character } = props;
  const { t, n, signed, abilityName } = text;
  if (!sheet) return null;
  if (!sheet.ok)
    return (
      <p class="calc-error" role="alert">
        {text.error(sheet)}
      </p>
    );
  const rule = (ruleId: string) => <RuleLink text={text} ruleId={ruleId} />;
  const proficient = (line: { proficient: boolean }) =>
    line.proficient ? ` ${t('character.sheet.proficient')}` : '';
  return (
    <div class="character-sheet" data-testid="character-sheet">
      <dl class="calc-results">
        {(
          [
            ['proficiencyBonus', 'character-pb', signed(sheet.sheet.proficiencyBonus)],
            ['initiative', 'character-initiative', signed(sheet.sheet.initiative)],
            ['passivePerception', 'character-passive', n(sheet.sheet.passivePerception)],
          ] as const
        ).map(([figure, testId, value]) => (
          <div key={figure} class="calc-figure">
            <dt>
              {t(`character.sheet.${figure}`)} {rule(CHARACTER_SHEET_RULE_IDS[figure])}
            </dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
      <table class="character-table" data-testid="character-abilities">
        <caption>
          {t('character.sheet.abilities')} {rule(CHARACTER_SHEET_RULE_IDS.modifiers)}{' '}
          {rule(CHARACTER_SHEET_RULE_IDS.saves)}
        </caption>
        <thead>
          <tr>
            {(['ability', 'score', 'modifier', 'save'] as const).map((column) => (
              <th scope="col">{t(`character.sheet.${column}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ABILITIES.map((ability) => (
            <tr key={ability} data-ability={ability}>
              <th scope="row">{abilityName(ability)}</th>
              <td>{n(character?.scores[ability] ?? 0)}</td>
              <td>{signed(sheet.sheet.modifiers[ability])}</td>
              <td>
                {signed(sheet.sheet.saves[ability].modifier)}
                {proficient(sheet.sheet.saves[ability])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <table class="character-table" data-testid="character-skills">
        <caption>
          {t('character.sheet.skills')} {rule(CHARACTER_SHEET_RULE_IDS.skills)}
        </caption>
        <tbody>
          {SKILLS.map(([skill, ability]) => (
            <tr key={skill} data-skill={skill}>
              <th scope="row">
                {t(`table.skill.${skill}`)} <small>({abilityName(ability)})</small>
              </th>
              <td>
                {signed(sheet.sheet.skills[skill].modifier)}
                {proficient(sheet.sheet.skills[skill])}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
