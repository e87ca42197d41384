import type { RulesetId, SaveTarget, SaveTargetOutcome } from '@polyhedral/core';
import { saveHalfCalculator } from '@polyhedral/core/calculators';
import { formatNumber, messageLookup } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { CalcButton } from '../shared/CalcButton.tsx';
import { ConditionCauses } from '../shared/ConditionCauses.tsx';
import { DistributionChart } from '../shared/DistributionChart.tsx';
import { formatShare } from '../shared/format.ts';
import { RegistryFields } from '../shared/RegistryFields.tsx';
import { ResultFigures } from '../shared/ResultFigures.tsx';
import type { Wording } from '../shared/types.ts';
import { targetFieldHost } from './target-fields.ts';

/** A target's fields: the registry's (the `targets` parameter's), drawn by the one field renderer. */
const TARGET_FIELDS = (() => {
  const param = saveHalfCalculator.params.find((one) => one.type === 'save-targets');
  if (param?.type !== 'save-targets') throw new Error('save-half has a save-targets parameter');
  return param.fields;
})();

/** The target fields' labels that are the save-for-half calculator's own words. */
const LABEL_KEYS = {
  'save-bonus': 'calc.save.bonus',
  resist: 'calc.save.resist',
  vulnerable: 'calc.save.vulnerable',
  immune: 'calc.save.immune',
} as const;

/** Texts typed in a target's fields that are not valid yet (a save bonus "-"), by target and field. */
export type TargetDrafts = Record<number, Record<string, string>>;

/** The targets, a card each: the registry's target fields, then its chance, damage and why. */
export function TargetList(props: {
  instanceId: string;
  targets: readonly SaveTarget[];
  /** The drafts and their setter. */
  drafts: readonly [TargetDrafts, (drafts: TargetDrafts) => void];
  onTargets: (targets: readonly SaveTarget[]) => void;
  ruleset: RulesetId;
  outcomes: readonly SaveTargetOutcome[] | null;
  /** Room for one more target (the duplicate buttons show). */
  canAdd: boolean;
  wording: Wording;
}): JSX.Element {
  const { targets, onTargets, wording } = props;
  const { locale, messages } = wording;
  const { t } = messageLookup(messages, locale);
  const [drafts, setDrafts] = props.drafts;
  return (
    <ol class="calc-targets" aria-label={t('calc.save.targets')}>
      {targets.map((target, index) => {
        const n = index + 1;
        const outcome = props.outcomes?.[index] ?? null;
        const host = targetFieldHost({
          fields: TARGET_FIELDS,
          target,
          drafts: drafts[index] ?? {},
          id: `${props.instanceId}-target-${n}`,
          ruleset: props.ruleset,
          messages,
          locale,
          onTarget: (next) => onTargets(targets.map((tg, i) => (i === index ? next : tg))),
          onDraft: (field, text) => {
            const { [field]: _old, ...rest } = drafts[index] ?? {};
            setDrafts({ ...drafts, [index]: text === undefined ? rest : { ...rest, [field]: text } });
          },
        });
        const remove = () => {
          setDrafts({});
          onTargets(targets.filter((_, i) => i !== index));
        };
        return (
          <li key={index} class="calc-target" data-testid="save-target">
            <div class="calc-target-head">
              <h5 class="calc-target-title">{t('calc.save.target', { n })}</h5>
              {props.canAdd ? (
                <CalcButton
                  label={t('calc.save.duplicateTarget', { n })}
                  testId="save-duplicate"
                  onClick={() => onTargets([...targets.slice(0, n), target, ...targets.slice(n)])}
                />
              ) : null}
              {targets.length > 1 ? (
                <CalcButton label={t('calc.save.removeTarget', { n })} onClick={remove} />
              ) : null}
            </div>
            <RegistryFields calc={host} labelKeys={LABEL_KEYS} />
            {outcome ? (
              <div>
                <ConditionCauses causes={outcome.causes} wording={wording} testId="save-causes" />
                <ResultFigures
                  rows={[
                    [t('calc.save.success'), formatShare(locale, outcome.saveSuccess), 'save-success'],
                    [
                      t('calc.save.expected'),
                      formatNumber(locale, outcome.expectedDamage, { maximumFractionDigits: 2 }),
                      'save-expected',
                    ],
                  ]}
                />
                <DistributionChart
                  outcomes={outcome.taken.outcomes}
                  locale={locale}
                  label={t('calc.save.chartLabel', { n })}
                  xLabel={t('calc.save.axisDamage')}
                  yLabel={t('calc.save.axisChance')}
                />
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
