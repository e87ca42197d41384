// @vitest-environment happy-dom
/**
 * A tool's rarer fields under one "More options" line (issue 100 item 4, decision 521): folded on a
 * phone, open on a wider screen, what was typed kept while folded, opened when one of them is refused.
 */
import { createTracker, type TrackerState } from '@polyhedral/core/tracker';
import { h, render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyPageAfterEach } from '../../tests/support/rendered-page.ts';
import { AddCreatureForm } from './AddCreatureForm.tsx';
import { trackerMessages } from './tracker-messages.ts';
import { trackerText } from './tracker-text.ts';

emptyPageAfterEach();
afterEach(() => vi.unstubAllGlobals());

const settle = () => new Promise((done) => setTimeout(done, 0));

/** The add form on a screen `wide` or not, with its root, the tracker as it is, and its "More options". */
async function addForm(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide, media: query }));
  const text = trackerText('th', trackerMessages('th'), {});
  const tracker = { state: createTracker() as TrackerState };
  const root = document.createElement('div');
  document.body.append(root);
  const draw = () =>
    render(
      h(AddCreatureForm, {
        state: tracker.state,
        text,
        apply: (change: (s: TrackerState) => TrackerState) => {
          tracker.state = change(tracker.state);
          draw();
          return true;
        },
        report: () => undefined,
        notice: null,
      }),
      root,
    );
  draw();
  await settle();
  const options = root.querySelector<HTMLDetailsElement>('[data-testid="tracker-add-options"]')!;
  const type = async (id: string, value: string) => {
    const input = root.querySelector<HTMLInputElement>(`#${id}`)!;
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await settle();
  };
  const submit = async () => {
    root.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await settle();
  };
  /**
   * Types `value` into the folded field `id` (opened for it, folded again), then a Goblin's usual
   * fields, and sends the form.
   */
  const addGoblinWithFolded = async (id: string, value: string) => {
    options.open = true;
    await type(id, value);
    options.open = false;
    await type('tracker-add-name', 'Goblin');
    await type('tracker-add-ac', '15');
    await type('tracker-add-hp', '7');
    await submit();
  };
  return { root, tracker, options, type, submit, text, addGoblinWithFolded };
}

describe('"More options" on the add form (decision 521)', () => {
  it('is folded on a phone, open on a wider screen, with its localized line', async () => {
    const phone = await addForm(false);
    expect(phone.options.open).toBe(false);
    expect(phone.options.querySelector('summary')!.textContent).toBe(phone.text.t('tracker.moreOptions'));
    // The usual fields stay outside it; the rarer ones are inside.
    for (const id of ['tracker-add-name', 'tracker-add-init', 'tracker-add-ac', 'tracker-add-hp'])
      expect(phone.options.querySelector(`#${id}`), id).toBeNull();
    for (const id of ['tracker-add-fixed', 'tracker-add-speed'])
      expect(phone.options.querySelector(`#${id}`), id).not.toBeNull();
    phone.root.remove();
    const wide = await addForm(true);
    expect(wide.options.open).toBe(true);
  });

  it('keeps what was typed while folded: a fixed slot typed, folded, reaches the creature added', async () => {
    const { tracker, addGoblinWithFolded } = await addForm(false);
    await addGoblinWithFolded('tracker-add-fixed', '12');
    expect(tracker.state.creatures.map((one) => [one.name, one.fixedInitiative])).toEqual([['Goblin', 12]]);
  });

  it('opens itself when a folded field is refused, so its error is in view', async () => {
    const { options, tracker, root, addGoblinWithFolded } = await addForm(false);
    await addGoblinWithFolded('tracker-add-speed', 'fast');
    expect(tracker.state.creatures).toHaveLength(0);
    expect(options.open).toBe(true);
    expect(root.querySelector('#tracker-add-speed')!.getAttribute('aria-invalid')).toBe('true');
  });
});
