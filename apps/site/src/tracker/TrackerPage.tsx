import {
  type InitiativeRoll,
  initiativeTies,
  rollInitiative,
  type TrackerState,
  tieDecider,
} from '@polyhedral/core/tracker';
import { cryptoRandom } from '@polyhedral/dice';
import type { Locale } from '@polyhedral/i18n/client';
import type { ComponentChildren, JSX } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { FileImportButton } from '../calculators/shared/FileImportButton.tsx';
import { AddCreatureForm } from './AddCreatureForm.tsx';
import { AttackPanel } from './AttackPanel.tsx';
import { CheckPanel } from './CheckPanel.tsx';
import { CreatureRow } from './CreatureRow.tsx';
import type { ConditionText } from './condition-text.ts';
import { EffectsPanel } from './EffectsPanel.tsx';
import { HitPointsPanel } from './HitPointsPanel.tsx';
import { InitiativeCard } from './InitiativeCard.tsx';
import { LivePlayerScreen } from './LivePlayerScreen.tsx';
import { useLiveSender } from './live-view.ts';
import { MorePanel } from './MorePanel.tsx';
import { useMissingGlyphMark } from './missing-glyphs.ts';
import { NoticeLine } from './NoticeLine.tsx';
import { PlayerViewPanel } from './PlayerViewPanel.tsx';
import { initiativeLine } from './receipt-lines.ts';
import { SaveHalfPanel } from './SaveHalfPanel.tsx';
import { ToolTabs } from './ToolTabs.tsx';
import { TurnBar } from './TurnBar.tsx';
import { importTrackerFile } from './tracker-file-actions.ts';
import { trackerText } from './tracker-text.ts';
import { UndoBar } from './UndoBar.tsx';
import { type Apply, useTracker } from './use-tracker.ts';
import '../calculators/shared/calculators.css';
import './tracker.css';

export interface TrackerPageProps {
  locale: Locale;
  messages: Record<string, string>;
  conditions: readonly ConditionText[];
  /** Glossary names of the condition terms (Exhaustion too), for the reasons a roll changed. */
  termNames: Readonly<Record<string, string>>;
}

/** The tools that act on the selected creatures, in tab order (each keeps its own notice). */
const SELECTION_TOOLS = [
  { id: 'hp', title: 'tracker.hp.title', Panel: HitPointsPanel },
  { id: 'attack', title: 'tracker.attack.title', Panel: AttackPanel },
  { id: 'check', title: 'tracker.check.title', Panel: CheckPanel },
  { id: 'save-half', title: 'tracker.saveHalf.title', Panel: SaveHalfPanel },
  { id: 'effects', title: 'tracker.effects.title', Panel: EffectsPanel },
] as const;

/**
 * The game master's table (DESIGN.md "At the table": a page over the core's functions). The state
 * lives on this device; every change goes through a core function and is saved at once. The
 * creatures are a compact list (one line each, details on demand); the tools act on the selected
 * creatures, one tool shown at a time.
 */
export default function TrackerPage(props: TrackerPageProps): JSX.Element {
  const conditionNames = useMemo(
    () => ({ ...props.termNames, ...Object.fromEntries(props.conditions.map((one) => [one.id, one.name])) }),
    [props.conditions, props.termNames],
  );
  const text = useMemo(
    () => trackerText(props.locale, props.messages, conditionNames),
    [props.locale, props.messages, conditionNames],
  );
  const { t } = text;
  /** The conditions that the last turn change ended, as one line. */
  const expiredText = (before: TrackerState, next: TrackerState): string | null => {
    const change = next.history.at(-1);
    if (!change || next.history.length <= before.history.length || change.expired.length === 0) return null;
    const items = change.expired.map((one) => {
      const creature = next.creatures.find((c) => c.id === one.creatureId);
      return `${creature?.name ?? one.creatureId}: ${conditionNames[one.condition.condition] ?? one.condition.condition}`;
    });
    return t('tracker.turn.expired', { list: text.list(items) });
  };
  const tracker = useTracker(text, expiredText);
  const { state, ready, apply } = tracker;
  const [selected, setSelected] = useState<string[]>([]);
  // A typed name's character the device cannot draw shows as a box, not a blank (missing-glyphs.ts).
  useMissingGlyphMark(
    state.creatures.map((one) => one.name),
    () => document.querySelector('.tracker'),
  );
  const [rolls, setRolls] = useState<readonly InitiativeRoll[]>([]);
  // Every change reaches a live players' screen open in another tab or window of this browser.
  useLiveSender(state, ready && !tracker.view && !tracker.live);
  const chosen = state.creatures.filter((one) => selected.includes(one.id)).map((one) => one.id);
  // A tool's action clears the selection once it is done, so the next action starts from none
  // ticked (a creature still ticked from the last hit never takes the next one by mistake).
  const applyToSelected: Apply = (change, origin, label) => {
    const done = apply(change, origin, label);
    if (done) setSelected([]);
    return done;
  };

  const roll = (ids?: string[]) =>
    apply((s) => {
      const done = rollInitiative(s, cryptoRandom, ids ? { ids } : {});
      setRolls(done.rolls);
      return done.state;
    });
  const leave = () => {
    history.pushState(null, '', location.pathname);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  };
  // The tracker, or a players' screen (live, or a shared link's view) in its place.
  const shell = (children: ComponentChildren) => (
    <div class="calc tracker not-content" data-tracker-ready={ready ? 'true' : 'false'}>
      {children}
    </div>
  );
  if (tracker.live)
    return shell(<LivePlayerScreen conditions={props.conditions} text={text} onLeave={leave} />);
  if (tracker.view)
    return shell(
      <PlayerViewPanel view={tracker.view} conditions={props.conditions} text={text} onLeave={leave} />,
    );

  const ties = initiativeTies(state);
  const missing = state.creatures.filter((one) => one.initiative === null).map((one) => one.id);
  const empty = state.creatures.length === 0;
  const addForm = (
    <AddCreatureForm
      state={state}
      text={text}
      apply={apply}
      report={tracker.report}
      notice={tracker.noticeFor('add')}
    />
  );
  const importButton = (
    <FileImportButton
      label={t('tracker.import')}
      className="tracker-import"
      onFile={(file) => importTrackerFile(file, tracker, text)}
    />
  );

  return shell(
    <>
      <NoticeLine notice={tracker.noticeFor('top')} testId="tracker-notice" />
      <TurnBar state={state} text={text} apply={apply} expired={tracker.expired} />
      <UndoBar steps={tracker.undoSteps} text={text} onUndo={tracker.undo} />
      <section aria-labelledby="tracker-order" class="tracker-order">
        <div class="tracker-order__head">
          <h2 id="tracker-order">{t('tracker.initiative.label')}</h2>
          <div class="tracker-buttons">
            <button type="button" class="calc-button" disabled={empty} onClick={() => roll()}>
              {t('tracker.initiative.rollAll')}
            </button>
            {missing.length > 0 && missing.length < state.creatures.length ? (
              <button type="button" class="calc-button" onClick={() => roll(missing)}>
                {t('tracker.initiative.rollMissing')}
              </button>
            ) : null}
          </div>
        </div>
        {rolls.length > 0 ? (
          <p class="calc-hint" data-testid="tracker-rolls">
            {text.list(rolls.map((r) => initiativeLine(text, state, r)))}
          </p>
        ) : null}
        {ties.map((group) => (
          <p class="tracker-tie-note" key={group.map((one) => one.id).join()}>
            {t(tieDecider(group) === 'players' ? 'tracker.ties.players' : 'tracker.ties.gm', {
              initiative: text.n(group[0]!.initiative ?? 0),
              names: text.list(group.map((one) => one.name)),
            })}
          </p>
        ))}
        {empty ? (
          <p class="calc-hint">{ready ? t('tracker.add.empty') : t('tracker.loading')}</p>
        ) : (
          <ol class="tracker-creatures" data-testid="tracker-creatures">
            {state.creatures.map((creature) => (
              <CreatureRow
                key={creature.id}
                creature={creature}
                state={state}
                conditions={props.conditions}
                text={text}
                selected={chosen.includes(creature.id)}
                onSelect={(on) =>
                  setSelected((ids) =>
                    on
                      ? [...ids.filter((id) => id !== creature.id), creature.id]
                      : ids.filter((id) => id !== creature.id),
                  )
                }
                apply={apply}
                report={tracker.report}
                notice={tracker.noticeFor(`creature-${creature.id}`)}
              />
            ))}
          </ol>
        )}
      </section>
      {empty ? (
        <>
          {addForm}
          <div class="tracker-buttons tracker-file">{importButton}</div>
        </>
      ) : (
        <ToolTabs
          text={text}
          // Before combat the table is still adding creatures; once it runs, hit points come first.
          initial={state.round === 0 ? 'add' : 'hp'}
          tabs={[
            ...SELECTION_TOOLS.map(({ id, title, Panel }) => ({
              id,
              label: t(title),
              panel: (
                <Panel
                  state={state}
                  selected={chosen}
                  text={text}
                  apply={applyToSelected}
                  notice={tracker.noticeFor(id)}
                />
              ),
            })),
            { id: 'add', label: t('tracker.add.title'), panel: addForm },
            {
              id: 'more',
              label: t('tracker.more.title'),
              panel: <MorePanel state={state} text={text} apply={apply} importButton={importButton} />,
            },
          ]}
        />
      )}
      <InitiativeCard state={state} conditions={props.conditions} text={text} />
    </>,
  );
}
