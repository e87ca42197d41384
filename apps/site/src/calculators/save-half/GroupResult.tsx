import type { SaveHalfTargetsResult } from '@polyhedral/core';
import { formatNumber, messageLookup } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { formatShare } from '../shared/format.ts';
import { ResultFigures } from '../shared/ResultFigures.tsx';
import type { Wording } from '../shared/types.ts';

/** The targets together (rule DamageagainstMultipleTargets), from two on: the core's exact `group`. */
export function GroupResult(props: {
  group: SaveHalfTargetsResult['group'];
  wording: Wording;
}): JSX.Element | null {
  const { group } = props;
  const { locale, messages } = props.wording;
  const size = group.counts.length - 1;
  if (size < 2) return null;
  const { t } = messageLookup(messages, locale);
  // Each "count: chance" stays on one line (its template joins them); lines break between them.
  const counts = group.counts
    .map((chance, count) =>
      t('calc.save.group.count', {
        count: formatNumber(locale, count),
        percent: formatShare(locale, chance.toNumber()),
      }),
    )
    .join(' · ');
  const decimal = (value: number) => formatNumber(locale, value, { maximumFractionDigits: 2 });
  return (
    <section class="calc-group" data-testid="save-group" aria-label={t('calc.save.group.title', { n: size })}>
      <h5 class="calc-target-title">{t('calc.save.group.title', { n: size })}</h5>
      <ResultFigures
        rows={[
          [
            t('calc.save.group.allFail'),
            formatShare(locale, group.allFail.toNumber()),
            'save-group-all-fail',
          ],
          [
            t('calc.save.group.atLeastOne'),
            formatShare(locale, group.atLeastOne.toNumber()),
            'save-group-one',
          ],
          [t('calc.save.group.counts'), counts, 'save-group-counts'],
          [t('calc.save.group.expected'), decimal(group.expected.toNumber()), 'save-group-expected'],
          [t('calc.save.group.expectedDamage'), decimal(group.expectedDamage), 'save-group-damage'],
        ]}
      />
    </section>
  );
}
