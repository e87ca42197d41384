import { Fraction, resolveConcentrationCheck, type TrackerCreature } from '@polyhedral/core';
import type { JSX } from 'preact';
import { D20Entry } from './D20Entry.tsx';
import type { TrackerText } from './tracker-text.ts';
import type { Apply, Origin } from './use-tracker.ts';

/** The d20 a Concentration save needs ("6 or higher"), as the core computed it. */
function needText(text: TrackerText, need: number | null): string {
  if (need === null) return text.t('calc.concentration.needNone');
  if (need <= 1) return text.t('calc.concentration.needAny');
  return text.t('calc.concentration.need', { face: text.n(need) });
}

/** "3/4" as a number (the core stores the exact fraction as text). */
function fractionValue(fraction: string): number {
  const [num, den] = fraction.split('/').map(Number);
  return Fraction.of(num ?? 0, den ?? 1).toNumber();
}

/** The oldest Concentration save a creature owes: its DC, bonus and exact odds, and the d20 to settle it. */
export function ConcentrationOwed(props: {
  creature: TrackerCreature;
  text: TrackerText;
  apply: Apply;
  report: (line: string, origin?: Origin) => void;
}): JSX.Element | null {
  const { creature, text } = props;
  const { t, n } = text;
  const id = creature.id;
  const origin: Origin = `creature-${id}`;
  const check = creature.concentrationChecks[0];
  if (!check) return null;
  return (
    <div class="tracker-concentration" data-testid={`tracker-concentration-${id}`}>
      <p>
        {t('tracker.concentration.owed', {
          damage: n(check.damage),
          dc: n(check.dc),
          bonus: text.signed(check.bonus),
          need: needText(text, check.need),
          percent: text.percent(fractionValue(check.keep)),
          fraction: check.keep,
        })}
      </p>
      <D20Entry
        id={`tracker-conc-d20-${id}`}
        label={t('tracker.concentration.d20')}
        record={t('tracker.concentration.settle')}
        roll={t('tracker.concentration.roll')}
        text={text}
        onD20={(face) =>
          props.apply((s) => {
            const settled = resolveConcentrationCheck(s, id, face);
            props.report(
              t(settled.kept ? 'tracker.concentration.kept' : 'tracker.concentration.lost', {
                name: creature.name,
                total: n(settled.total),
                dc: n(settled.dc),
              }),
              origin,
            );
            return settled.state;
          }, origin)
        }
      />
    </div>
  );
}
