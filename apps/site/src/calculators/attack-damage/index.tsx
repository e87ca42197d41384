import { criticalDamageExpression, getRuleset } from '@polyhedral/core';
import { attackDamageCalculator } from '@polyhedral/core/calculators';
import { formatNumber } from '@polyhedral/i18n/client';
import { CalculatorFrame } from '../shared/CalculatorFrame.tsx';
import { CannotAct, ConditionCauses } from '../shared/ConditionCauses.tsx';
import { DistributionChart } from '../shared/DistributionChart.tsx';
import { checkCalculatorDice, MIXTURE_SHARE } from '../shared/dice-budget.ts';
import { carriedParse, validateExpression } from '../shared/dice-field.ts';
import { formatShare } from '../shared/format.ts';
import { registryIsland } from '../shared/island-props.tsx';
import { OutcomeBar, ResultFigures } from '../shared/ResultFigures.tsx';

/** Attack damage calculator (rule CriticalHits): to-hit vs AC, damage dice, critical rule by ruleset. */
export default registryIsland(
  attackDamageCalculator,
  (calc, props, { t }) => {
    const { locale } = props;
    const computed = calc.result;

    return (
      <CalculatorFrame
        calc={calc}
        titleKey="calc.attack.title"
        mine
        fields={{
          only: [
            'attack-bonus',
            'ac',
            'damage',
            'roll-mode',
            'cover',
            'advantage',
            'disadvantage',
            'condition',
            'exhaustion',
            'target-condition',
            'within-5-feet',
            'attack-type',
            'judged',
            'bonus-dice',
            'damage-type',
            'resist',
            'vulnerable',
            'immune',
            'ruleset',
          ],
        }}
        error={computed}
      >
        {computed?.ok && 'cannotAct' in computed ? (
          // The attacker cannot act: no attack roll, no chance and no damage, only why (issue 61).
          <CannotAct
            causes={computed.conditions.causes}
            notice={t('calc.attack.cannotAct')}
            wording={props}
            testIds="attack"
          />
        ) : computed?.ok ? (
          <div>
            <ConditionCauses
              causes={[...computed.conditions.causes, ...computed.defenseCauses]}
              wording={props}
              testId="attack-causes"
            />
            <ResultFigures
              rows={[
                [
                  t('calc.attack.expected'),
                  formatNumber(locale, computed.expectedDamage, { maximumFractionDigits: 4 }),
                  'attack-expected',
                ],
                [t('calc.attack.hit'), formatShare(locale, computed.hit), 'attack-hit'],
                [t('calc.d20.critical'), formatShare(locale, computed.critical)],
                [t('calc.attack.criticalDamage'), computed.criticalExpression],
              ]}
            />
            <OutcomeBar
              locale={locale}
              label={t('calc.d20.chartLabel')}
              outcomes={[
                ['miss', t('calc.attack.miss'), computed.miss],
                ['hit', t('calc.attack.hitOnly'), computed.hit - computed.critical],
                ['critical', t('calc.d20.critical'), computed.critical],
              ]}
            />
            <DistributionChart
              outcomes={computed.distribution.outcomes}
              locale={locale}
              label={t('calc.attack.chartLabel')}
              highlight={(value) => value > 0}
            />
          </div>
        ) : null}
      </CalculatorFrame>
    );
  },
  {
    diceCheck: validateExpression,
    diceShare: MIXTURE_SHARE,
    // The critical damage (dice doubled or maximized) is the larger of the two computations: from
    // the tree the damage field parsed.
    beforeCompute: (input, results) =>
      checkCalculatorDice(
        criticalDamageExpression(carriedParse(results.damage).node, getRuleset(input.ruleset)),
        MIXTURE_SHARE,
      ),
  },
);
