/** What a reader typed into an island before hydration, handed over as the events typing would have sent. */
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface PendingEdit {
  /** The field's id, else `name|value` (checkbox groups), else its position among the fields. */
  key: string;
  value: string;
  checked: boolean;
  kind: 'text' | 'check' | 'select';
}

export interface PendingEdits {
  edits: PendingEdit[];
  /** The focused field and its selection, so a re-rendered island can give them back. */
  focus: { key: string; start: number | null; end: number | null } | null;
}

function fieldsOf(root: HTMLElement): Field[] {
  return [...root.querySelectorAll<Field>('input, select, textarea')];
}

function keyOf(field: Field, index: number): string {
  if (field.id) return `#${field.id}`;
  if (field.name) return `${field.name}|${field.value}`;
  return `@${index}`;
}

function isCheck(field: Field): field is HTMLInputElement {
  return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');
}

function editOf(field: Field, index: number): PendingEdit | null {
  const key = keyOf(field, index);
  if (field instanceof HTMLSelectElement) {
    const selected = field.selectedOptions[0];
    return selected && !selected.defaultSelected
      ? { key, value: field.value, checked: false, kind: 'select' }
      : null;
  }
  if (isCheck(field)) {
    return field.checked !== field.defaultChecked
      ? { key, value: field.value, checked: field.checked, kind: 'check' }
      : null;
  }
  return field.value !== field.defaultValue
    ? { key, value: field.value, checked: false, kind: 'text' }
    : null;
}

/** The fields whose value differs from what the server rendered, and the focused field. */
export function captureEdits(root: HTMLElement): PendingEdits {
  const fields = fieldsOf(root);
  const edits = fields.flatMap((field, index) => editOf(field, index) ?? []);
  const active = document.activeElement;
  const focusedIndex = fields.indexOf(active as Field);
  const focused = focusedIndex >= 0 ? fields[focusedIndex] : undefined;
  const hasSelection = focused instanceof HTMLInputElement || focused instanceof HTMLTextAreaElement;
  return {
    edits,
    focus: focused
      ? {
          key: keyOf(focused, focusedIndex),
          start: hasSelection ? safeSelection(focused, 'selectionStart') : null,
          end: hasSelection ? safeSelection(focused, 'selectionEnd') : null,
        }
      : null,
  };
}

function safeSelection(
  field: HTMLInputElement | HTMLTextAreaElement,
  which: 'selectionStart' | 'selectionEnd',
): number | null {
  try {
    return field[which];
  } catch {
    return null; // input types without a text selection
  }
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function announce(field: Field, edit: PendingEdit): void {
  field.dispatchEvent(new Event(edit.kind === 'text' ? 'input' : 'change', { bubbles: true }));
}

function fieldMap(root: HTMLElement): Map<string, Field> {
  return new Map(fieldsOf(root).map((field, index) => [keyOf(field, index), field]));
}

/**
 * Hydrated over the server DOM: announce each edited field, one per task so each handler sees the
 * previous state; an edit a later render wrote over is put back first (caret at its end).
 */
export async function replayEdits(root: HTMLElement, pending: PendingEdits): Promise<void> {
  for (const edit of pending.edits) {
    const field = fieldMap(root).get(edit.key);
    if (!field) continue;
    if (edit.kind === 'check' && isCheck(field)) field.checked = edit.checked;
    else if (field.value !== edit.value) field.value = edit.value;
    announce(field, edit);
    await nextTask();
  }
}

/** Rendered afresh: write each edit into its new field, announce it, and give focus and caret back. */
export async function restoreEdits(root: HTMLElement, pending: PendingEdits): Promise<void> {
  const { focus } = pending;
  if (focus) {
    const field = fieldMap(root).get(focus.key);
    field?.focus({ preventScroll: true });
  }
  for (const edit of pending.edits) {
    const field = fieldMap(root).get(edit.key);
    if (!field) continue;
    if (edit.kind === 'check' && isCheck(field)) field.checked = edit.checked;
    else field.value = edit.value;
    announce(field, edit);
    await nextTask();
  }
  if (focus && focus.start !== null) {
    const field = fieldMap(root).get(focus.key);
    // A reader who kept typing while the edits were handed over has the caret where the typing
    // left it: the stored one would put it back before the new characters.
    const written = pending.edits.find((edit) => edit.key === focus.key)?.value;
    const typedSince = written !== undefined && field !== undefined && field.value !== written;
    if (!typedSince && (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
      try {
        field.setSelectionRange(focus.start, focus.end ?? focus.start);
      } catch {
        // not a text field
      }
    }
  }
}
