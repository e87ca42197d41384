import type { RulesetId, SaveTarget, SaveTargetOutcome } from '@polyhedral/core';
import type { SaveTargetField } from '@polyhedral/core/calculators';
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

/** The target fields' labels that are the save-for-half calculator's own words. */
const LABEL_KEYS = {
  'save-bonus': 'calc.save.bonus',
  resist: 'calc.save.resist',
  vulnerable: 'calc.save.vulnerable',
  immune: 'calc.save.immune',
} as const;

export interface TargetCardProps {
  id: string;
  index: number;
  target: SaveTarget;
  /** The registry's target fields (the `targets` parameter's `fields`). */
  fields: readonly SaveTargetField[];
  /** Texts typed that are not valid yet (a save bonus "-"), by field name. */
  drafts: Readonly<Record<string, string>>;
  ruleset: RulesetId;
  outcome: SaveTargetOutcome | null;
  canRemove: boolean;
  /** Room for one more target (the duplicate button shows). */
  canAdd: boolean;
  wording: Wording;
  onDraft: (field: string, text: string | undefined) => void;
  onChange: (target: SaveTarget) => void;
  onRemove: () => void;
  onDuplicate: () => void;
}

/**
 * One creature in the area: its fields (save bonus, Advantage / Disadvantage, cover, conditions,
 * Exhaustion, defenses) are the registry's target fields drawn by the one field renderer; its
 * chance and damage, and why its save is what it is.
 */
export function TargetCard(props: TargetCardProps): JSX.Element {
  const { target, id, outcome } = props;
  const { locale, messages } = props.wording;
  const { t } = messageLookup(messages, locale);
  const n = props.index + 1;
  const host = targetFieldHost({
    fields: props.fields,
    target,
    drafts: props.drafts,
    id,
    ruleset: props.ruleset,
    messages,
    locale,
    onTarget: props.onChange,
    onDraft: props.onDraft,
  });
  return (
    <li class="calc-target" data-testid="save-target">
      <div class="calc-target-head">
        <h5 class="calc-target-title">{t('calc.save.target', { n })}</h5>
        {props.canAdd ? (
          <CalcButton
            label={t('calc.save.duplicateTarget', { n })}
            testId="save-duplicate"
            onClick={props.onDuplicate}
          />
        ) : null}
        {props.canRemove ? (
          <CalcButton label={t('calc.save.removeTarget', { n })} onClick={props.onRemove} />
        ) : null}
      </div>
      <RegistryFields calc={host} labelKeys={LABEL_KEYS} />
      {outcome ? (
        <div>
          <ConditionCauses causes={outcome.causes} wording={props.wording} testId="save-causes" />
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
}
