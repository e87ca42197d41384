// @vitest-environment happy-dom
/**
 * Ticking "Keep as a stat block" no longer hides the hit points rolled (issue 91, Low list): the
 * add form reports both in one notice, in each language, rendered and submitted as on the page.
 */
import { createTracker, type TrackerState } from '@polyhedral/core/tracker';
import { h, render } from 'preact';
import { describe, expect, it } from 'vitest';
import { emptyPageAfterEach } from '../../tests/support/rendered-page.ts';
import { AddCreatureForm } from './AddCreatureForm.tsx';
import type { StatBlocks } from './StatBlockList.tsx';
import { trackerMessages } from './tracker-messages.ts';
import { trackerText } from './tracker-text.ts';

emptyPageAfterEach();

/** One event, then the form drawn again (each change reads the form as last drawn). */
async function fire(root: HTMLElement, id: string, change: (input: HTMLInputElement) => string) {
  const input = root.querySelector<HTMLInputElement>(`#${id}`)!;
  input.dispatchEvent(new Event(change(input), { bubbles: true }));
  await new Promise((done) => setTimeout(done, 0));
}

const type = (root: HTMLElement, id: string, value: string) =>
  fire(root, id, (input) => {
    input.value = value;
    return 'input';
  });

async function addGoblins(locale: 'en' | 'th' | 'zh' | 'zh-hant', keep: boolean, fixed?: string) {
  const text = trackerText(locale, trackerMessages(locale), {});
  let state: TrackerState = createTracker();
  const reports: string[] = [];
  const saved: unknown[] = [];
  const blocks = {
    blocks: [],
    problem: null,
    save: (block: unknown) => saved.push(block),
  } as unknown as StatBlocks;
  const root = document.createElement('div');
  document.body.append(root);
  const draw = () =>
    render(
      h(AddCreatureForm, {
        state,
        text,
        apply: (change: (s: TrackerState) => TrackerState) => {
          state = change(state);
          return true;
        },
        report: (line: string) => reports.push(line),
        notice: null,
        blocks,
      }),
      root,
    );
  draw();
  await type(root, 'tracker-add-name', 'Goblin');
  await type(root, 'tracker-add-count', '2');
  await type(root, 'tracker-add-hp', '2d6');
  if (fixed !== undefined) await type(root, 'tracker-add-fixed', fixed);
  if (keep)
    await fire(root, 'tracker-add-keep', (box) => {
      box.checked = true;
      return 'change';
    });
  root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  return { text, state, reports, saved };
}

describe.each(['en', 'th', 'zh', 'zh-hant'] as const)(
  '%s: the add notice with "Keep as a stat block"',
  (locale) => {
    it('ticked: the hit points rolled and the stat block kept, both in the one notice', async () => {
      const { text, state, reports, saved } = await addGoblins(locale, true);
      expect(state.creatures).toHaveLength(2);
      expect(saved).toHaveLength(1);
      expect(reports).toHaveLength(1);
      for (const creature of state.creatures) {
        expect(reports[0]).toContain(creature.name);
        expect(reports[0]).toContain(text.n(creature.maxHp));
      }
      expect(reports[0]).toContain(text.t('tracker.blocks.saved', { name: 'Goblin' }));
    });

    it('not ticked: the hit points rolled alone', async () => {
      const { text, reports, saved } = await addGoblins(locale, false);
      expect(saved).toHaveLength(0);
      expect(reports).toHaveLength(1);
      expect(reports[0]).not.toContain(text.t('tracker.blocks.saved', { name: 'Goblin' }));
    });
  },
);

describe.each(['en', 'th', 'zh-hant'] as const)(
  '%s: a fixed Initiative slot set where the creature is added (issue 91)',
  (locale) => {
    it('typed with the add: each copy acts on it, never rolled', async () => {
      const { text, state } = await addGoblins(locale, false, locale === 'th' ? '๒๐' : '20');
      expect(state.creatures.map((one) => [one.fixedInitiative, one.initiative])).toEqual([
        [20, 20],
        [20, 20],
      ]);
      expect(document.querySelector('label[for="tracker-add-fixed"]')?.textContent).toBe(
        text.t('tracker.add.fixedInitiative'),
      );
    });

    it('with "Keep as a stat block" ticked: each copy still acts on it; the stat block keeps no slot', async () => {
      const { state, saved } = await addGoblins(locale, true, '20');
      expect(state.creatures.map((one) => [one.fixedInitiative, one.initiative])).toEqual([
        [20, 20],
        [20, 20],
      ]);
      // A slot is the fight's (one lair acts on 20 here, another elsewhere): the block is the creature's.
      expect(saved).toHaveLength(1);
      expect(saved[0]).not.toHaveProperty('fixedInitiative');
    });

    it('blank: rolled as any other; past the limits: refused, nothing added', async () => {
      expect((await addGoblins(locale, false)).state.creatures.map((one) => one.fixedInitiative)).toEqual([
        undefined,
        undefined,
      ]);
      expect((await addGoblins(locale, false, '99')).state.creatures).toHaveLength(0);
    });
  },
);
