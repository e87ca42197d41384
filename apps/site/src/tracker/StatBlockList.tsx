import {
  addFromStatBlock,
  readStatBlocksFile,
  type StatBlock,
  saveStatBlock,
  statBlocksFileText,
} from '@polyhedral/core/tracker';
import { cryptoRandom } from '@polyhedral/dice';
import type { JSX } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { downloadJson } from '../browser/download-json.ts';
import { CalcButton } from '../calculators/shared/CalcButton.tsx';
import { deviceStorage, keepText } from '../calculators/shared/device-storage.ts';
import { type ErrorResult, errorResultOf } from '../calculators/shared/error-result.ts';
import { FileImportButton } from '../calculators/shared/FileImportButton.tsx';
import { hitPointRollsLine } from './receipt-lines.ts';
import type { TrackerText } from './tracker-text.ts';
import type { Tracker } from './use-tracker.ts';
import { XButton } from './XButton.tsx';

/** How many copies the second tap can add (a group of more is typed in the form below). */
const COUNTS = [1, 2, 3, 4, 5, 6] as const;

/**
 * The table's own stat blocks: a creature, or a group of it, in two taps (its name, then how many),
 * and the list as the core's stat block file to export and import.
 */
export function StatBlockList(props: {
  tracker: Tracker;
  text: TrackerText;
  blocks: StatBlocks;
}): JSX.Element {
  const { tracker, text, blocks } = props;
  const { t, n } = text;
  const [open, setOpen] = useState<string | null>(null);
  const add = (block: StatBlock, count: number) => {
    const done = tracker.apply(
      (state) => {
        const added = addFromStatBlock(state, block, { count, sharedInitiative: true }, cryptoRandom);
        if (added.rolls.length > 0) tracker.report(hitPointRollsLine(text, added.state, added.rolls), 'add');
        return added.state;
      },
      'add',
      t('tracker.undo.action.add', { name: block.name, count: n(count) }),
    );
    if (done) setOpen(null);
  };
  return (
    <section class="tracker-blocks" data-testid="tracker-blocks" aria-label={t('tracker.blocks.title')}>
      <h3>{t('tracker.blocks.title')}</h3>
      <PartyButton tracker={tracker} text={text} blocks={blocks.blocks} />
      {blocks.problem ? (
        <p class="calc-notice" role="alert">
          {t('tracker.blocks.unreadable', { reason: text.error(blocks.problem) })}
        </p>
      ) : null}
      {blocks.blocks.length === 0 ? (
        <p class="calc-hint">{t('tracker.blocks.none')}</p>
      ) : (
        <>
          <p class="calc-hint">{t('tracker.blocks.intro')}</p>
          <ul class="tracker-blocks__list">
            {blocks.blocks.map((block, index) => (
              <li key={block.name} data-testid={`tracker-block-${index}`}>
                <button
                  type="button"
                  class="calc-button tracker-blocks__name"
                  aria-expanded={open === block.name}
                  onClick={() => setOpen(open === block.name ? null : block.name)}
                >
                  {block.name}
                </button>
                <span class="calc-hint">
                  {t('tracker.blocks.summary', {
                    ac: n(block.ac),
                    hp: typeof block.hp === 'number' ? n(block.hp) : block.hp,
                  })}
                </span>
                <XButton
                  label={t('tracker.blocks.remove', { name: block.name })}
                  onClick={() => blocks.remove(block.name)}
                />
                {/* The second tap: how many copies of the stat block to add. */}
                {open === block.name ? (
                  <div class="tracker-buttons tracker-blocks__counts">
                    {COUNTS.map((count) => (
                      <CalcButton
                        key={count}
                        label={`×${n(count)}`}
                        testId={`tracker-block-${index}-add-${count}`}
                        ariaLabel={t('tracker.blocks.addCount', { count: n(count), name: block.name })}
                        onClick={() => add(block, count)}
                      />
                    ))}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
      <BlockFileButtons tracker={tracker} text={text} blocks={blocks} />
    </section>
  );
}

/** Export the list as the core's stat block file, and import one (a refused file changes nothing and says why). */
function BlockFileButtons(props: { tracker: Tracker; text: TrackerText; blocks: StatBlocks }): JSX.Element {
  const { tracker, blocks } = props;
  const { t, n } = props.text;
  return (
    <div class="tracker-buttons">
      {blocks.blocks.length > 0 ? (
        <CalcButton
          label={t('tracker.blocks.export')}
          onClick={() => downloadJson(statBlocksFileText(blocks.blocks), 'stat-blocks.json')}
        />
      ) : null}
      <FileImportButton
        label={t('tracker.blocks.import')}
        className="tracker-import-blocks"
        testId="tracker-blocks-import"
        onFile={async (file) => {
          if (!file) return;
          try {
            const count = blocks.replaceWith(await file.text());
            tracker.report(t('tracker.blocks.imported', { count: n(count) }), 'add');
          } catch (error) {
            tracker.fail(errorResultOf(error), 'add');
          }
        }}
      />
    </div>
  );
}

/** The party: one tap adds every character among the stat blocks not in the fight yet, as one action. */
export function PartyButton(props: {
  tracker: Tracker;
  text: TrackerText;
  blocks: readonly StatBlock[];
}): JSX.Element | null {
  const { tracker, text } = props;
  const { t, n } = text;
  const inFight = new Set(tracker.state.creatures.map((one) => one.name));
  const party = props.blocks.filter((block) => block.kind === 'character');
  const joining = party.filter((block) => !inFight.has(block.name));
  if (party.length === 0) return null;
  const names = text.list(joining.map((block) => block.name));
  const add = () =>
    tracker.apply(
      (state) =>
        joining.reduce((now, block) => addFromStatBlock(now, block, { count: 1 }, cryptoRandom).state, state),
      'add',
      t('tracker.party.undo', { count: n(joining.length) }),
    );
  return (
    <div class="tracker-party" data-testid="tracker-party">
      <p class="calc-hint">{t('tracker.party.intro')}</p>
      <CalcButton
        primary
        testId="tracker-add-party"
        disabled={joining.length === 0}
        onClick={add}
        label={
          joining.length === 0
            ? t('tracker.party.allIn', { count: n(party.length) })
            : t('tracker.party.add', { count: n(joining.length), names })
        }
      />
    </div>
  );
}

/** Where the table's own stat blocks live on this device (localStorage, the core's stat block file). */
export const STAT_BLOCK_STORAGE_KEY = 'polyhedral.tracker.statBlocks';

/** The stored list: none stored is empty; a text the core refuses is empty plus the reason (kept as it was). */
export function loadStatBlocks(store: Storage | null = deviceStorage()): {
  blocks: StatBlock[];
  problem: ErrorResult | null;
} {
  const text = store?.getItem(STAT_BLOCK_STORAGE_KEY) ?? null;
  if (text === null || text === '') return { blocks: [], problem: null };
  try {
    return { blocks: readStatBlocksFile(text), problem: null };
  } catch (error) {
    return { blocks: [], problem: errorResultOf(error) };
  }
}

export function storeStatBlocks(
  blocks: readonly StatBlock[],
  store: Storage | null = deviceStorage(),
): boolean {
  return store !== null && keepText(store, STAT_BLOCK_STORAGE_KEY, statBlocksFileText(blocks));
}

/** The table's stat blocks as the page holds them, and the changes to them (each checked by the core). */
export function useStatBlocks() {
  const [stored, setStored] = useState<{ blocks: readonly StatBlock[]; problem: ErrorResult | null }>({
    blocks: [],
    problem: null,
  });
  useEffect(() => setStored(loadStatBlocks()), []);
  const keep = (next: readonly StatBlock[]) => {
    setStored({ blocks: next, problem: null });
    storeStatBlocks(next);
  };
  const { blocks } = stored;
  return {
    ...stored,
    /** Saves one (replacing one of the same name); throws the core's refusal. */
    save: (block: unknown) => keep(saveStatBlock(blocks, block)),
    remove: (name: string) => keep(blocks.filter((one) => one.name !== name)),
    /** Replaces the whole list with a file's (the core reads it; throws its refusal, nothing kept). */
    replaceWith: (fileText: string) => {
      const read = readStatBlocksFile(fileText);
      keep(read);
      return read.length;
    },
  };
}
export type StatBlocks = ReturnType<typeof useStatBlocks>;
