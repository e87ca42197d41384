import type { D20RollOutcome } from '@polyhedral/core';
import { d20TestCalculator } from '@polyhedral/core/calculators';
import { CalculatorFrame } from '../shared/CalculatorFrame.tsx';
import { CannotAct, RollSummary } from '../shared/ConditionCauses.tsx';
import { formatShare } from '../shared/format.ts';
import { registryIsland } from '../shared/island-props.tsx';
import { chanceRows, OutcomeBar, ResultFigures } from '../shared/ResultFigures.tsx';

/** How a roll the table made came out: a Critical Hit, a natural 1, or the total against the target. */
function rolledOutcome(rolled: D20RollOutcome): 'critical' | 'natural1' | 'success' | 'failure' {
  if (rolled.critical) return 'critical';
  if (rolled.natural && !rolled.success) return 'natural1';
  return rolled.success ? 'success' : 'failure';
}

const ROLL_FIELDS = ['advantage', 'disadvantage', 'condition', 'exhaustion'] as const;
const TABLE_FIELDS = ['judged', 'bonus-dice', 'ruleset', 'roll', 'dice-roll'] as const;
/** A check or a save: its ability; an attack: the target's conditions and distance. */
const CHECK_FIELDS = ['kind-of-test', 'bonus', 'target', 'ability', 'cover', ...ROLL_FIELDS, ...TABLE_FIELDS];
const ATTACK_FIELDS = [
  'kind-of-test',
  'bonus',
  'target',
  'cover',
  ...ROLL_FIELDS,
  'target-condition',
  'within-5-feet',
  'attack-type',
  ...TABLE_FIELDS,
];

/** D20 Test calculator (rule AdvantageDisadvantage): check, save or attack against a DC or AC. */
export default registryIsland(d20TestCalculator, (calc, props, { t }) => {
  const { locale } = props;
  const { state } = calc;
  const { raw } = state;
  const computed = calc.computed?.ok ? { ok: true as const, result: calc.computed.value } : calc.computed;
  const isAttack = raw['kind-of-test'] === 'attack';
  const result = computed?.ok ? computed.result : undefined;
  // A roller that cannot act makes no roll: the result is its cause, with no odds (issue 61).
  const cannotAct = result && 'cannotAct' in result ? result : undefined;
  const odds = result && !('cannotAct' in result) ? result : undefined;
  const isAttackResult = odds?.kind === 'attack';

  return (
    <CalculatorFrame
      calc={calc}
      titleKey="calc.d20.title"
      mine
      fields={{
        only: isAttack ? ATTACK_FIELDS : CHECK_FIELDS,
        labelKeys: isAttack ? { bonus: 'calc.common.attack-bonus', target: 'calc.common.ac' } : undefined,
        onChange: (name, value) => {
          // The target's conditions and distance are an attack's: a check or a save leaves them.
          if (name !== 'kind-of-test' || value === 'attack') return;
          state.set('target-condition', '');
          state.set('within-5-feet', '0');
          state.set('attack-type', 'not-said');
        },
      }}
      error={computed}
    >
      {cannotAct ? (
        // The roller cannot act: no roll is made, so no chance is shown, only why (issue 61).
        <CannotAct causes={cannotAct.conditions.causes} wording={props} testIds="d20" />
      ) : odds ? (
        <div>
          <RollSummary
            result={odds}
            lineKey={(rolled) => `calc.d20.rolled.${rolledOutcome(rolled)}`}
            wording={props}
            testIds="d20"
          />
          {odds.targetable ? (
            <>
              <ResultFigures
                rows={[
                  ...chanceRows(
                    {
                      label: t('calc.d20.success'),
                      share: odds.success,
                      exact: odds.exact.success,
                      testId: 'd20-success',
                    },
                    t('calc.d20.exact'),
                    locale,
                  ),
                  odds.kind === 'attack' && [
                    t('calc.d20.critical'),
                    formatShare(locale, odds.critical),
                    'd20-critical',
                  ],
                ]}
              />
              <OutcomeBar
                locale={locale}
                label={t('calc.d20.chartLabel')}
                outcomes={[
                  ['fail', t('calc.d20.failure'), 1 - odds.success],
                  ['success', t('calc.d20.successOnly'), odds.success - (isAttackResult ? odds.critical : 0)],
                  // A Critical Hit is for attack rolls only: a check or a save shows no such line.
                  isAttackResult && ['critical', t('calc.d20.critical'), odds.critical],
                ]}
              />
            </>
          ) : (
            <p class="calc-notice">{t('calc.d20.totalCover')}</p>
          )}
        </div>
      ) : null}
    </CalculatorFrame>
  );
});
