import {
  clearInitiativeLines,
  readTrackerFile,
  rollInitiative,
  type TrackerState,
} from '@polyhedral/core/tracker';
import { cryptoRandom } from '@polyhedral/dice';
import type { Locale } from '@polyhedral/i18n/client';
import type { ComponentChildren, JSX } from 'preact';
import { useMemo, useState } from 'preact/hooks';
import { FileImportButton } from '../calculators/shared/FileImportButton.tsx';
import { AddCreatureForm } from './AddCreatureForm.tsx';
import { OwedSaves } from './ConcentrationOwed.tsx';
import { InitiativeCard } from './InitiativeCard.tsx';
import { InitiativeOrder } from './InitiativeOrder.tsx';
import { useMissingGlyphMark } from './missing-glyphs.ts';
import { NoticeLine } from './NoticeLine.tsx';
import { PhoneModeFields, phoneClasses, usePhoneSettings, useWakeLock } from './PhoneModeFields.tsx';
import { LivePlayerScreen, PlayerViewPanel } from './PlayerViewPanel.tsx';
import { SavedFights } from './SavedFights.tsx';
import { StatBlockList, useStatBlocks } from './StatBlockList.tsx';
import { useLiveSender } from './share-link.ts';
import { TrackerTools } from './TrackerTools.tsx';
import { expiredLine, TurnBar, UndoBar } from './TurnBar.tsx';
import { preparePageTrackerStrings, type TrackerStrings, trackerStrings } from './tracker-strings.ts';
import { type TrackerText, trackerText } from './tracker-text.ts';
import { useTypedNames } from './typed-names.ts';
import { type Apply, type Tracker, useTracker } from './use-tracker.ts';
import '../calculators/shared/calculators.css';
import './tracker.css';
import './tracker-fold.css';
import './tracker-prepared.css';
import './tracker-page-phone.css';
import './tracker-sheet.css';
import { errorResultOf } from '../calculators/shared/error-result.ts';

// In the browser, this code queues the engine's start and the page's strings, each for a task of
// its own before hydration (tracker-strings.ts; the page hydrates the tracker with client:own-task).
preparePageTrackerStrings();

/** The page's language; the strings come from the page's data block (tracker-strings.ts). */
export interface TrackerPageProps {
  locale: Locale;
}

/** The page's words, with the conditions' glossary names (for a roll's reasons and the errors). */
function usePageText(locale: Locale, strings: TrackerStrings) {
  const conditionNames = useMemo(
    () => ({
      ...strings.termNames,
      ...Object.fromEntries(strings.conditions.map((one) => [one.id, one.name])),
    }),
    [strings],
  );
  const text = useMemo(
    () => trackerText(locale, strings.messages, conditionNames),
    [locale, strings, conditionNames],
  );
  return { text, conditionNames };
}

/**
 * The creatures ticked (those still in the tracker), and an apply for the tools that clears them
 * once its action is done, so the next action starts from none ticked (a creature still ticked
 * from the last hit never takes the next one by mistake).
 */
export function useSelection(state: TrackerState, apply: Apply) {
  const [selected, setSelected] = useState<string[]>([]);
  const [last, setLast] = useState<readonly string[]>([]);
  const chosen = state.creatures.filter((one) => selected.includes(one.id)).map((one) => one.id);
  const applyToSelected: Apply = (change, origin, label, options) => {
    const done = apply(change, origin, label);
    if (done && !options?.keepSelection) {
      if (chosen.length > 0) setLast(chosen);
      setSelected([]);
    }
    return done;
  };
  return {
    chosen,
    select: (id: string, on: boolean) =>
      setSelected((ids) => (on ? [...ids.filter((one) => one !== id), id] : ids.filter((one) => one !== id))),
    applyToSelected,
    quick: { choose: (ids: readonly string[]) => setSelected([...ids]), last },
  };
}

function leave() {
  history.pushState(null, '', location.pathname);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

/**
 * The game master's table (DESIGN.md "At the table"): the state lives on this device, and every
 * change goes through a core function and is saved at once.
 */
export default function TrackerPage({ locale }: TrackerPageProps): JSX.Element {
  const strings = trackerStrings(locale);
  const { text, conditionNames } = usePageText(locale, strings);
  const { t } = text;
  const tracker = useTracker(text, (before, next) => expiredLine(text, conditionNames, before, next));
  const { state, ready, apply } = tracker;
  // A typed name's character the device cannot draw shows as a box, not a blank (missing-glyphs.ts).
  useMissingGlyphMark(useTypedNames(state), () => document.querySelector('.tracker'), ready);
  const phone = usePhoneSettings();
  const wake = useWakeLock(ready && phone.settings.keepAwake && state.round > 0);
  const blocks = useStatBlocks();
  // Every change reaches a live players' screen open in another tab or window of this browser.
  useLiveSender(state, ready && !tracker.view && !tracker.live);
  const { chosen, select, applyToSelected, quick } = useSelection(state, apply);

  const roll = (ids?: string[]) =>
    // The rolls are kept in the tracker as its Initiative lines (a reload keeps them).
    apply((s) => rollInitiative(s, cryptoRandom, ids ? { ids } : {}).state);
  // The tracker, or a players' screen (live, or a shared link's view) in its place.
  const shell = (children: ComponentChildren) => (
    <div
      class={['calc tracker not-content', ...phoneClasses(phone.settings)].join(' ')}
      data-tracker-ready={ready ? 'true' : 'false'}
    >
      {children}
    </div>
  );
  if (tracker.live)
    return shell(<LivePlayerScreen conditions={strings.conditions} text={text} onLeave={leave} />);
  if (tracker.view)
    return shell(
      <PlayerViewPanel view={tracker.view} conditions={strings.conditions} text={text} onLeave={leave} />,
    );

  const empty = state.creatures.length === 0;
  const addForm = (
    <>
      <SavedFights tracker={tracker} text={text} origin="add" />
      {/* No stat block kept yet: the list (its import) after the form, whose fields come first (decision 521). */}
      {blocks.blocks.length > 0 ? <StatBlockList tracker={tracker} text={text} blocks={blocks} /> : null}
      <AddCreatureForm
        state={state}
        text={text}
        apply={apply}
        report={tracker.report}
        notice={tracker.noticeFor('add')}
        blocks={blocks}
        conditions={strings.conditions}
      />
      {blocks.blocks.length === 0 ? <StatBlockList tracker={tracker} text={text} blocks={blocks} /> : null}
    </>
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
      <InitiativeOrder
        tracker={tracker}
        text={text}
        conditions={strings.conditions}
        onClearRolls={() => apply(clearInitiativeLines, 'top', t('tracker.initiative.hideRolls'))}
        onRoll={roll}
        selected={chosen}
        blocks={blocks}
        onSelect={select}
      />
      {empty ? (
        <>
          {addForm}
          <div class="tracker-buttons tracker-file">{importButton}</div>
        </>
      ) : (
        <TrackerTools
          tracker={tracker}
          text={text}
          selected={chosen}
          applyToSelected={applyToSelected}
          quick={quick}
          addForm={addForm}
          importButton={importButton}
          phoneFields={<PhoneModeFields settings={phone.settings} set={phone.set} wake={wake} text={text} />}
          after={<OwedSaves tracker={tracker} text={text} />}
        />
      )}
      <InitiativeCard state={state} conditions={strings.conditions} text={text} />
    </>,
  );
}

/**
 * A tracker file read in place of the tracker (the core's reader refuses a bad one, with the
 * reason at the top). Said at the top too: an import replaces the whole list below it.
 * "Imported" only when this device keeps it; else it lasts this visit, and the page says so.
 */
export async function importTrackerFile(
  file: File | undefined,
  tracker: Tracker,
  text: TrackerText,
): Promise<void> {
  if (!file) return;
  try {
    const read = readTrackerFile(await file.text());
    if (tracker.apply(() => read)) {
      if (tracker.saved()) tracker.report(text.t('tracker.storage.imported'));
      else tracker.warn(text.t('tracker.storage.imported-not-saved'));
    }
  } catch (error) {
    tracker.fail(errorResultOf(error));
  }
}
