import { ROLL_MODE_CHOICES, type RollModeChoice } from '@polyhedral/core/calculators';
import {
  type ConcentrationCheck,
  dismissConcentrationCheck,
  owingConcentration,
  resolveConcentrationCheck,
  setConcentrationSources,
  type TrackerCreature,
} from '@polyhedral/core/tracker';
import type { JSX } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import { SelectField } from '../calculators/shared/fields.tsx';
import { D20Entry } from './D20Entry.tsx';
import { NoticeLine } from './NoticeLine.tsx';
import { concentrationSaveLine, fractionValue, saveDiceOf } from './save-lines.ts';
import type { TrackerText } from './tracker-text.ts';
import type { Apply, Origin, Tracker } from './use-tracker.ts';

/** The d20 a Concentration save needs ("6 or higher"), as the core computed it. */
function needText(text: TrackerText, need: number | null): string {
  if (need === null) return text.t('calc.concentration.needNone');
  if (need <= 1) return text.t('calc.concentration.needAny');
  return text.t('calc.concentration.need', { face: text.n(need) });
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
  // Its outcome and refusals show where the prompt is (OwedSaves), not in the row far above.
  const origin: Origin = 'owed';
  const check = creature.concentrationChecks[0];
  if (!check) return null;
  return (
    <div class="tracker-concentration" data-testid={`tracker-concentration-${id}`}>
      <p class="tracker-concentration__who">
        <strong>{t('tracker.concentration.owedBy', { name: creature.name })}</strong>
      </p>
      <p>
        {t('tracker.concentration.owed', {
          damage: n(check.damage),
          dc: n(check.dc),
          bonus: text.signed(check.bonus),
          // With effect dice (Bless) the d20 needed depends on them: the core's need is their best case.
          need: saveDiceOf(creature) ? t('tracker.concentration.needByDice') : needText(text, check.need),
          percent: text.percent(fractionValue(check.keep)),
          fraction: check.keep,
        })}
      </p>
      <ConcentrationMore {...props} check={check} />
      <D20Entry
        id={`tracker-conc-d20-${id}`}
        label={t('tracker.concentration.d20')}
        record={t('tracker.concentration.settle')}
        roll={t('tracker.concentration.roll')}
        text={text}
        dice={saveDiceOf(creature)}
        onD20={(roll) =>
          props.apply(
            (s) => {
              const settled = resolveConcentrationCheck(s, id, roll);
              props.report(concentrationSaveLine(text, creature.name, settled.save), origin);
              return settled.state;
            },
            origin,
            t('tracker.undo.action.concentration', { name: creature.name }),
          )
        }
      />
      <div class="tracker-buttons">
        <CalcButton
          label={t('tracker.concentration.dismiss')}
          testId={`tracker-concentration-dismiss-${id}`}
          onClick={() =>
            props.apply(
              (s) => {
                const next = dismissConcentrationCheck(s, id);
                props.report(t('tracker.concentration.dismissed', { name: creature.name }), origin);
                return next;
              },
              origin,
              t('tracker.undo.action.dismissConcentration', { name: creature.name }),
            )
          }
        />
      </div>
    </div>
  );
}

/** Behind "more": the rule's glossary link, what caused the save, and Advantage or Disadvantage on it. */
function ConcentrationMore(props: {
  creature: TrackerCreature;
  text: TrackerText;
  apply: Apply;
  check: ConcentrationCheck;
}): JSX.Element {
  const { text, check } = props;
  const { t } = text;
  const id = props.creature.id;
  const origin: Origin = 'owed';
  const sources: RollModeChoice =
    (check.advantage ?? 0) > 0 ? 'advantage' : (check.disadvantage ?? 0) > 0 ? 'disadvantage' : 'normal';
  return (
    <details class="tracker-concentration__more">
      <summary>{t('tracker.concentration.more')}</summary>
      <p class="calc-hint">
        <a href={`/${text.locale}/glossary/Concentration/`} data-testid={`tracker-concentration-rule-${id}`}>
          {t('tracker.concentration.glossary')}
        </a>
      </p>
      {(check.causes ?? []).length > 0 ? (
        <p class="calc-hint" data-testid={`tracker-concentration-why-${id}`}>
          {(check.causes ?? []).map((cause) => text.cause(cause)).join(' · ')}
        </p>
      ) : null}
      <SelectField
        id={`tracker-conc-mode-${id}`}
        label={t('tracker.concentration.mode')}
        value={sources}
        options={ROLL_MODE_CHOICES.map((one) => ({ value: one, label: t(`tracker.saveHalf.mode.${one}`) }))}
        onChange={(value) =>
          props.apply(
            (s) =>
              setConcentrationSources(s, id, {
                advantage: value === 'advantage' ? 1 : 0,
                disadvantage: value === 'disadvantage' ? 1 : 0,
              }),
            origin,
          )
        }
      />
    </details>
  );
}

/**
 * Every Concentration save owed, in the page's flow right under the tool whose damage caused it
 * (never a box over the rows or the buttons: a tap lands where the finger is). The outcome of a
 * settled save shows in the same place (origin `owed`), so it stays in view where the prompt was.
 */
export function OwedSaves(props: { tracker: Tracker; text: TrackerText }): JSX.Element | null {
  const { tracker, text } = props;
  const owing = owingConcentration(tracker.state);
  const settled = tracker.noticeFor('owed');
  // A save newly owed is brought into view where it sits (the least scroll that shows it).
  const section = useRef<HTMLElement>(null);
  const count = owing.length;
  const seen = useRef(count);
  useEffect(() => {
    if (count > seen.current) section.current?.scrollIntoView({ block: 'nearest' });
    seen.current = count;
  }, [count]);
  if (owing.length === 0)
    return settled ? <NoticeLine notice={settled} testId="tracker-owed-settled" /> : null;
  return (
    <section
      ref={section}
      class="tracker-owed"
      aria-label={text.t('tracker.concentration.owedTitle')}
      data-testid="tracker-owed"
    >
      <NoticeLine notice={settled} testId="tracker-owed-settled" />
      {owing.map((creature) => (
        <ConcentrationOwed
          key={creature.id}
          creature={creature}
          text={text}
          apply={tracker.apply}
          report={tracker.report}
        />
      ))}
    </section>
  );
}
