import {
  createTracker,
  type InitiativeRoll,
  initiativeTies,
  type PlayerView,
  readTrackerFile,
  rollInitiative,
  type TrackerState,
  tieDecider,
  trackerFileText,
} from '@polyhedral/core';
import { cryptoRandom } from '@polyhedral/dice';
import type { Locale } from '@polyhedral/i18n/client';
import type { JSX } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { type ErrorResult, errorResultOf } from '../calculators/shared/error-result.ts';
import { FileImportButton } from '../calculators/shared/FileImportButton.tsx';
import { AddCreatureForm } from './AddCreatureForm.tsx';
import { CreatureCard } from './CreatureCard.tsx';
import type { ConditionText } from './condition-text.ts';
import { HitPointsPanel } from './HitPointsPanel.tsx';
import { InitiativeCard } from './InitiativeCard.tsx';
import { PlayerViewPanel } from './PlayerViewPanel.tsx';
import { SaveHalfPanel } from './SaveHalfPanel.tsx';
import { SharePanel } from './SharePanel.tsx';
import { isShareHash, readShareHash } from './share-link.ts';
import { TurnBar } from './TurnBar.tsx';
import { loadTracker, saveTracker } from './tracker-storage.ts';
import { trackerText } from './tracker-text.ts';
import '../calculators/shared/calculators.css';
import './tracker.css';

export interface TrackerPageProps {
  locale: Locale;
  messages: Record<string, string>;
  conditions: readonly ConditionText[];
}

type Notice = { kind: 'error' | 'info'; text: string } | null;

/**
 * The game master's table (DESIGN.md "At the table": a page over the core's functions). The state
 * lives on this device; every change goes through a core function and is saved at once.
 */
export default function TrackerPage(props: TrackerPageProps): JSX.Element {
  const text = useMemo(() => trackerText(props.locale, props.messages), [props.locale, props.messages]);
  const { t } = text;
  const [state, setState] = useState<TrackerState>(createTracker);
  const [ready, setReady] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [notice, setNotice] = useState<Notice>(null);
  const [expired, setExpired] = useState<string | null>(null);
  const [rolls, setRolls] = useState<readonly InitiativeRoll[]>([]);
  /** A players' share link being shown (read only): the device's own tracker is not loaded. */
  const [view, setView] = useState<PlayerView | null>(null);
  const current = useRef(state);
  current.current = state;

  useEffect(() => {
    const open = async () => {
      setReady(false);
      if (isShareHash(location.hash)) {
        const read = await readShareHash(location.hash);
        if (read.ok) {
          setView(read.view);
          setReady(true);
          return;
        }
        setNotice({ kind: 'error', text: text.error(read) });
        history.replaceState(null, '', location.pathname);
      } else {
        setNotice(null);
      }
      setView(null);
      const loaded = loadTracker();
      setState(loaded.state);
      if (loaded.problem)
        setNotice({
          kind: 'error',
          text: t('tracker.storage.reset', { reason: text.error(loaded.problem) }),
        });
      setReady(true);
    };
    void open();
    const onHash = () => void open();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const fail = (error: ErrorResult) => setNotice({ kind: 'error', text: text.error(error) });
  /** Runs a change through the core; a refusal shows its localized message and changes nothing. */
  const apply = (change: (state: TrackerState) => TrackerState): boolean => {
    // A report made by the change itself (a save settled) is the notice that stays.
    setNotice(null);
    let stored = false;
    try {
      const before = current.current;
      const next = change(before);
      current.current = next;
      setState(next);
      stored = saveTracker(next);
      setExpired(expiredText(before, next));
      setSelected((ids) => ids.filter((id) => next.creatures.some((one) => one.id === id)));
    } catch (error) {
      fail(errorResultOf(error));
    }
    return stored;
  };
  /** The conditions that the last turn change ended, as one line. */
  const expiredText = (before: TrackerState, next: TrackerState): string | null => {
    const change = next.history.at(-1);
    if (!change || next.history.length <= before.history.length || change.expired.length === 0) return null;
    const items = change.expired.map((one) => {
      const creature = next.creatures.find((c) => c.id === one.creatureId);
      const name =
        props.conditions.find((c) => c.id === one.condition.condition)?.name ?? one.condition.condition;
      return `${creature?.name ?? one.creatureId}: ${name}`;
    });
    return t('tracker.turn.expired', { list: text.list(items) });
  };
  const report = (line: string) => setNotice({ kind: 'info', text: line });
  const roll = (ids?: string[]) =>
    apply((s) => {
      const done = rollInitiative(s, cryptoRandom, ids ? { ids } : {});
      setRolls(done.rolls);
      return done.state;
    });

  const exportFile = () => {
    const blob = new Blob([trackerFileText(state)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'tracker.json';
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  };
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      const read = readTrackerFile(await file.text());
      // "Imported" only when this device keeps it; else it lasts this visit, and the page says so.
      const stored = apply(() => read);
      setNotice(
        stored
          ? { kind: 'info', text: t('tracker.storage.imported') }
          : { kind: 'error', text: t('tracker.storage.imported-not-saved') },
      );
    } catch (error) {
      fail(errorResultOf(error));
    }
  };

  if (view) {
    return (
      <div class="calc tracker not-content" data-tracker-ready={ready ? 'true' : 'false'}>
        <PlayerViewPanel
          view={view}
          conditions={props.conditions}
          text={text}
          onLeave={() => {
            history.pushState(null, '', location.pathname);
            window.dispatchEvent(new HashChangeEvent('hashchange'));
          }}
        />
      </div>
    );
  }

  const ties = initiativeTies(state);
  const missing = state.creatures.filter((one) => one.initiative === null).map((one) => one.id);

  return (
    <div class="calc tracker not-content" data-tracker-ready={ready ? 'true' : 'false'}>
      {notice ? (
        <p
          class={notice.kind === 'error' ? 'calc-error tracker-notice' : 'tracker-notice'}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          data-testid="tracker-notice"
        >
          {notice.text}
        </p>
      ) : null}
      <TurnBar state={state} text={text} apply={apply} expired={expired} />
      <section aria-labelledby="tracker-order">
        <h2 id="tracker-order">{t('tracker.initiative.label')}</h2>
        <div class="tracker-buttons">
          <button
            type="button"
            class="calc-button"
            disabled={state.creatures.length === 0}
            onClick={() => roll()}
          >
            {t('tracker.initiative.rollAll')}
          </button>
          {missing.length > 0 && missing.length < state.creatures.length ? (
            <button type="button" class="calc-button" onClick={() => roll(missing)}>
              {t('tracker.initiative.rollMissing')}
            </button>
          ) : null}
        </div>
        {rolls.length > 0 ? (
          <p class="calc-hint" data-testid="tracker-rolls">
            {text.list(
              rolls.map(
                (r) =>
                  `${state.creatures.find((c) => c.id === r.creatureId)?.name ?? r.creatureId}: ${t(
                    'tracker.initiative.rolled',
                    {
                      d20: text.n(r.kept),
                      bonus: text.signed(r.total - r.kept),
                      total: text.n(r.total),
                    },
                  )}`,
              ),
            )}
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
        {state.creatures.length === 0 ? (
          <p class="calc-hint">{ready ? t('tracker.add.empty') : t('tracker.loading')}</p>
        ) : (
          <ol class="tracker-creatures" data-testid="tracker-creatures">
            {state.creatures.map((creature) => (
              <CreatureCard
                key={creature.id}
                creature={creature}
                state={state}
                conditions={props.conditions}
                text={text}
                selected={selected.includes(creature.id)}
                onSelect={(on) =>
                  setSelected((ids) =>
                    on
                      ? [...ids.filter((id) => id !== creature.id), creature.id]
                      : ids.filter((id) => id !== creature.id),
                  )
                }
                apply={apply}
                report={report}
              />
            ))}
          </ol>
        )}
      </section>
      {/* Before the fight the form comes first; during it, the hit point tools do. */}
      {state.creatures.length === 0 ? <AddCreatureForm state={state} text={text} apply={apply} /> : null}
      <HitPointsPanel state={state} selected={orderOf(state, selected)} text={text} apply={apply} />
      <SaveHalfPanel state={state} selected={orderOf(state, selected)} text={text} apply={apply} />
      {state.creatures.length > 0 ? <AddCreatureForm state={state} text={text} apply={apply} /> : null}
      <SharePanel state={state} text={text} />
      <InitiativeCard state={state} conditions={props.conditions} text={text} />
      <div class="tracker-buttons tracker-file">
        <button type="button" class="calc-button" onClick={exportFile}>
          {t('tracker.export')}
        </button>
        <FileImportButton label={t('tracker.import')} className="tracker-import" onFile={importFile} />
        <button
          type="button"
          class="calc-button"
          disabled={state.creatures.length === 0}
          onClick={() => window.print()}
        >
          {t('tracker.card.print')}
        </button>
        <button
          type="button"
          class="calc-button"
          onClick={() => {
            if (window.confirm(t('tracker.clearConfirm'))) apply(() => createTracker());
          }}
        >
          {t('tracker.clear')}
        </button>
      </div>
    </div>
  );
}

/** The selected IDs in Initiative order (how receipts and save fields list them). */
function orderOf(state: TrackerState, selected: readonly string[]): string[] {
  return state.creatures.filter((one) => selected.includes(one.id)).map((one) => one.id);
}
