import type { GroupOdds, TrackerState } from '@polyhedral/core/tracker';
import type { TrackerText } from './tracker-text.ts';

/** What the group's roll is: a save (for half or not), an attack against each, an ability check each. */
export type GroupKind = 'save' | 'attack' | 'check';

/** An expected amount as the reader's numbers, to one decimal (never rounded to a whole number). */
function expectedText(text: TrackerText, value: number): string {
  return new Intl.NumberFormat(text.locale === 'zh-hant' ? 'zh-TW' : text.locale, {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  }).format(value);
}

/**
 * The group's odds before the roll in words, from the core's exact group (groupSaveOdds,
 * groupAttackOdds, groupCheckOdds): the chance all fail and at least one succeeds, each count's
 * chance, and the expected total damage when there is damage. No arithmetic here but formatting.
 */
export function groupOddsLines(text: TrackerText, odds: GroupOdds, kind: GroupKind): string[] {
  const { t, n } = text;
  const head = t(`tracker.group.${kind}`, {
    allFail: text.percent(odds.allFail.toNumber()),
    allFailFraction: odds.allFail.toString(),
    atLeastOne: text.percent(odds.atLeastOne.toNumber()),
  });
  const list = odds.counts
    .map((chance, count) =>
      t('tracker.group.count', { count: n(count), percent: text.percent(chance.toNumber()) }),
    )
    .join(' · ');
  const counts = t(`tracker.group.counts.${kind}`, { list });
  const damage =
    odds.expectedDamage === undefined
      ? []
      : [t('tracker.group.expectedDamage', { amount: expectedText(text, odds.expectedDamage) })];
  return [head, counts, ...damage];
}

/**
 * The group's line in the receipt after the roll: how many succeeded of how many, the damage dealt in
 * all (the receipt's own amounts, summed), and what was expected before the roll.
 */
export function groupReceiptLine(
  text: TrackerText,
  kind: GroupKind,
  done: { succeeded: number; total: number; damage?: number },
  odds: GroupOdds | null,
): string {
  const { t, n } = text;
  const expected =
    kind === 'check' || odds?.expectedDamage === undefined
      ? odds
        ? expectedText(text, odds.expected.toNumber())
        : '—'
      : expectedText(text, odds.expectedDamage);
  return t(`tracker.group.receipt.${kind}`, {
    count: n(done.succeeded),
    total: n(done.total),
    damage: n(done.damage ?? 0),
    expected,
  });
}

/**
 * The next group after the creatures just acted on, in Initiative order: the living members of
 * the next group of copies ("4 × Goblin") after the last one acted on, or none.
 */
export function nextGroup(state: TrackerState, acted: readonly string[]): string[] {
  const groups: string[] = [];
  for (const creature of state.creatures) {
    const id = creature.group?.id;
    if (id && !groups.includes(id)) groups.push(id);
  }
  const last = [...state.creatures].reverse().find((one) => acted.includes(one.id))?.group?.id;
  if (!last) return [];
  const after = groups.slice(groups.indexOf(last) + 1);
  for (const group of after) {
    const members = state.creatures
      .filter((one) => one.group?.id === group && !one.dead)
      .map((one) => one.id);
    if (members.length > 0 && !members.some((id) => acted.includes(id))) return members;
  }
  return [];
}
