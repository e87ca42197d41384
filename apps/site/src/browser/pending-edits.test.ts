// @vitest-environment happy-dom
import {
  CALCULATOR_KIND_NAMES,
  type CalculatorKind,
  validateCalculatorDirective,
} from '@polyhedral/core/calculators';
import { h, hydrate } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { emptyPageAfterEach } from '../../tests/support/rendered-page.ts';
import { type CalculatorIslandProps, calculatorMessages } from '../calculators/calculator-props.ts';
import { captureEdits, type PendingEdit, replayEdits, restoreEdits } from './pending-edits.ts';

/**
 * What `client:interact` (hydrate-on-interaction.ts) does with typing done before an island's code
 * arrived, on every calculator kind's server-rendered island: the edits captured, then handed to
 * the hydrated island in place (replayEdits) or to one rendered afresh from a shared link
 * (restoreEdits). The hydration race itself (the code held back while a reader types) stays a
 * browser check: tests/browser/checks/52-typing-while-loading.ts.
 */

/**
 * happy-dom has no `defaultSelected` (the reflection of an option's `selected` attribute, which
 * captureEdits compares a select with), and its `selectedOptions` can miss a changed selection:
 * both given here as the HTML standard defines them.
 */
Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
  configurable: true,
  get(this: HTMLOptionElement) {
    return this.hasAttribute('selected');
  },
});
Object.defineProperty(HTMLSelectElement.prototype, 'selectedOptions', {
  configurable: true,
  get(this: HTMLSelectElement) {
    return [...this.options].filter((option) => option.selected);
  },
});

type Island = (props: CalculatorIslandProps) => preact.JSX.Element;

/** Every kind's island, found by its path (calculator-islands.ts): no list of kinds here. */
const ISLANDS = Object.fromEntries(
  Object.entries(
    import.meta.glob<Island>('../calculators/*/index.tsx', { eager: true, import: 'default' }),
  ).map(([file, island]) => [file.split('/')[2]!, island]),
) as Readonly<Partial<Record<CalculatorKind, Island>>>;

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A kind's island element, as a page's `::calc{kind=…}` with no parameter gives it (the core's defaults). */
function islandOf(kind: CalculatorKind): preact.VNode<CalculatorIslandProps> {
  const island = ISLANDS[kind];
  if (!island) throw new Error(`no src/calculators/${kind}/index.tsx for the kind ${kind}`);
  const props: CalculatorIslandProps = {
    kind,
    instanceId: kind,
    params: validateCalculatorDirective(kind, {}).params,
    ruleId: 'HalfDamage',
    locale: 'en',
    messages: calculatorMessages('en', kind),
  };
  return h(island, props);
}

/** A kind's island as the server renders it, in a container of the document. */
function serverRendered(kind: CalculatorKind): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderToString(islandOf(kind));
  // happy-dom's parser can leave another option selected than the one the markup marks
  // `selected` (a browser's selects the marked one): put the markup's choice in, as a page shows it.
  for (const option of root.querySelectorAll<HTMLOptionElement>('option[selected]')) option.selected = true;
  document.body.append(root);
  return root;
}

function fieldsOf(root: HTMLElement): Field[] {
  return [...root.querySelectorAll<Field>('input, select, textarea')];
}

/** The field's id; a checkbox of a group without one by name and value, else its position. */
function keyOf(root: HTMLElement, field: Field): string {
  if (field.id) return `#${field.id}`;
  return field.name ? `${field.name}|${field.value}` : `@${fieldsOf(root).indexOf(field)}`;
}

function isTextField(field: Field): field is HTMLInputElement | HTMLTextAreaElement {
  if (field instanceof HTMLTextAreaElement) return true;
  return field instanceof HTMLInputElement && ['text', 'number', 'search', ''].includes(field.type);
}

/**
 * A reader's edits: a value typed into every text field, another option in every select that has
 * one, every checkbox turned over. Returns what each edited field's captured edit must be, in
 * document order.
 */
function editEveryField(root: HTMLElement): PendingEdit[] {
  const expected: PendingEdit[] = [];
  for (const field of fieldsOf(root)) {
    const key = keyOf(root, field);
    if (field instanceof HTMLSelectElement) {
      const other = [...field.options].findIndex((option) => !option.defaultSelected);
      if (other < 0) continue;
      field.options[other]!.selected = true;
      expected.push({ key, value: field.value, checked: false, kind: 'select' });
    } else if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      field.checked = !field.defaultChecked;
      expected.push({ key, value: field.value, checked: field.checked, kind: 'check' });
    } else if (isTextField(field)) {
      // Never the rendered value itself: a digit more.
      const typed = `${field.defaultValue}1`;
      field.value = typed;
      expected.push({ key, value: typed, checked: false, kind: 'text' });
    }
  }
  return expected;
}

/** The `input` / `change` events the fields under `root` send, as `<type> <key>`, in order. */
function eventsOf(root: HTMLElement): string[] {
  const seen: string[] = [];
  for (const type of ['input', 'change']) {
    root.addEventListener(type, (event) => seen.push(`${type} ${keyOf(root, event.target as Field)}`));
  }
  return seen;
}

const announced = (edits: readonly PendingEdit[]) =>
  edits.map((edit) => `${edit.kind === 'text' ? 'input' : 'change'} ${edit.key}`);

emptyPageAfterEach(() => window.history.replaceState(null, '', '/'));

describe('typing before hydration (pending-edits.ts), on every calculator kind', () => {
  it.each(CALCULATOR_KIND_NAMES)(
    '%s: every edited field is captured by its id with the focus and caret, and nothing else',
    (kind) => {
      const root = serverRendered(kind);
      const fields = fieldsOf(root);
      expect(fields.length, 'the island has fields').toBeGreaterThan(0);
      expect(captureEdits(root), 'nothing typed yet').toEqual({ edits: [], focus: null });
      const expected = editEveryField(root);
      const typedInto = fields.filter(isTextField);
      expect(typedInto.length, 'a text field to type into').toBeGreaterThan(0);
      const last = typedInto.at(-1)!;
      last.focus();
      last.setSelectionRange(1, 1);
      expect(captureEdits(root)).toEqual({
        edits: expected,
        focus: { key: keyOf(root, last), start: 1, end: 1 },
      });
    },
  );

  it.each(CALCULATOR_KIND_NAMES)(
    '%s: hydrated in place, each edited field is announced in order, one per task (replayEdits)',
    async (kind) => {
      const root = serverRendered(kind);
      editEveryField(root);
      const pending = captureEdits(root);
      const seen = eventsOf(root);
      const replay = replayEdits(root, pending);
      // One edit per task: the first is announced at once, the rest after the handlers ran.
      expect(seen).toEqual(announced(pending.edits).slice(0, 1));
      await replay;
      expect(seen).toEqual(announced(pending.edits));
    },
  );

  it.each(CALCULATOR_KIND_NAMES)(
    '%s: hydrated by Preact after the typing, then replayed: every typed value stays in its field and reaches the island',
    async (kind) => {
      const root = serverRendered(kind);
      const expected = editEveryField(root);
      const pending = captureEdits(root);
      hydrate(islandOf(kind), root);
      // The island's effects run after hydration; a re-render they cause writes the island's own
      // state (the defaults) into the fields' values, over what the reader typed.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await replayEdits(root, pending);
      await new Promise((resolve) => setTimeout(resolve, 0));
      // An edit can take a later field away (three successes end the death saves): the fields the
      // island still shows hold what was typed into them, the first one at least.
      const byKey = new Map(fieldsOf(root).map((field) => [keyOf(root, field), field]));
      const shown = expected.filter((edit) => byKey.has(edit.key));
      expect(shown[0]?.key, 'the first edited field still shown').toBe(expected[0]?.key);
      for (const edit of shown) {
        const field = byKey.get(edit.key);
        if (edit.kind === 'check') expect((field as HTMLInputElement).checked, edit.key).toBe(edit.checked);
        else expect(field?.value, edit.key).toBe(edit.value);
      }
      // The island took the typed text: a text field's value is in the address (its shared link).
      expect(new URLSearchParams(window.location.search).size, 'the typed values in the URL').toBeGreaterThan(
        0,
      );
    },
  );

  it.each(CALCULATOR_KIND_NAMES)(
    '%s: rendered afresh (a shared link), the new fields get every edit, the focus and the caret (restoreEdits)',
    async (kind) => {
      const before = serverRendered(kind);
      const expected = editEveryField(before);
      const last = fieldsOf(before).filter(isTextField).at(-1)!;
      last.focus();
      last.setSelectionRange(1, 1);
      const pending = captureEdits(before);
      before.remove();
      const after = serverRendered(kind);
      const seen = eventsOf(after);
      await restoreEdits(after, pending);
      expect(seen).toEqual(announced(expected));
      const byKey = new Map(fieldsOf(after).map((field) => [keyOf(after, field), field]));
      for (const edit of expected) {
        const field = byKey.get(edit.key);
        expect(field, edit.key).toBeDefined();
        if (edit.kind === 'check') expect((field as HTMLInputElement).checked, edit.key).toBe(edit.checked);
        else expect(field?.value, edit.key).toBe(edit.value);
      }
      const focused = byKey.get(keyOf(before, last)) as HTMLInputElement;
      expect(document.activeElement, 'focus given back').toBe(focused);
      expect([focused.selectionStart, focused.selectionEnd], 'caret given back').toEqual([1, 1]);
    },
  );
});

describe('pending edits: the edges', () => {
  it('an edit whose field the new render lacks is skipped; the others are still written', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<input id="a" value="1"><input id="b" value="2">';
    document.body.append(root);
    root.querySelector<HTMLInputElement>('#a')!.value = '10';
    root.querySelector<HTMLInputElement>('#b')!.value = '20';
    const pending = captureEdits(root);
    const fresh = document.createElement('div');
    fresh.innerHTML = '<input id="b" value="2">';
    document.body.append(fresh);
    const seen = eventsOf(fresh);
    await restoreEdits(fresh, pending);
    expect(seen).toEqual(['input #b']);
    expect(fresh.querySelector<HTMLInputElement>('#b')!.value).toBe('20');
  });

  it('typing after the hand-over keeps its caret: the stored one is not put back', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<input id="a" value="">';
    document.body.append(root);
    const field = root.querySelector<HTMLInputElement>('#a')!;
    field.value = '12';
    field.focus();
    field.setSelectionRange(0, 0);
    const pending = captureEdits(root);
    // The reader goes on typing while the edits are handed over (during the first task).
    field.addEventListener('input', () => {
      field.value = '123';
      field.setSelectionRange(3, 3);
    });
    await restoreEdits(root, pending);
    expect(field.value).toBe('123');
    expect(field.selectionStart, 'caret where the typing left it').toBe(3);
  });

  it('fields without an id are keyed by name and value (checkbox groups), else by position', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<input type="checkbox" name="cond" value="prone"><input type="checkbox" name="cond" value="blinded"><input value="">';
    document.body.append(root);
    const [, blinded, plain] = [...root.querySelectorAll('input')];
    blinded!.checked = true;
    plain!.value = '5';
    expect(captureEdits(root).edits).toEqual([
      { key: 'cond|blinded', value: 'blinded', checked: true, kind: 'check' },
      { key: '@2', value: '5', checked: false, kind: 'text' },
    ]);
  });
});
