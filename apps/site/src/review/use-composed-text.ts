import type { TargetedEvent } from 'preact';
import { type MutableRef, useEffect, useLayoutEffect, useRef } from 'preact/hooks';
import { brokenDirective, pendingEdit } from './directive-lock.ts';
import { lineOffset } from './line-offset.ts';

interface Options {
  /** The text the box opens with. */
  initial: string;
  /** The box is given `initial` again only when this changes (a new section). */
  resetKey: string;
  /** Set while an input method composes; shared with whoever must not act mid-composition. */
  composing: MutableRef<boolean>;
  /** The reader's text, read on input and when a composition is committed. */
  onRead: (value: string) => void;
  /** An edit was refused: it would have broken the directive (`::calc{…}`) on this 1-based line. */
  onLocked?: (line: number) => void;
}

export interface ComposedText {
  box: MutableRef<HTMLTextAreaElement | null>;
  onInput: (event: TargetedEvent<HTMLTextAreaElement, Event>) => void;
  /** Replaces the box's text (only on the reader's request, never while they type). */
  write: (value: string) => void;
  /** Puts the caret at the start of a 1-based line. */
  goToLine: (line: number) => void;
}

/** A text box set once (and by `write`) and read on input, so an input method's composition is never cut short. */
export function useComposedText({ initial, resetKey, composing, onRead, onLocked }: Options): ComposedText {
  const box = useRef<HTMLTextAreaElement>(null);

  useLayoutEffect(() => {
    if (box.current) box.current.value = initial;
  }, [resetKey]);

  // An input method's composition (Thai, Chinese): its text is read once it is committed. Listened
  // to directly: Preact would subscribe `onCompositionEnd` as an event named "CompositionEnd".
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const start = () => {
      composing.current = true;
    };
    const end = () => {
      composing.current = false;
      onRead(element.value);
    };
    // The directive lock (directive-lock.ts): an edit that would break a calculator or table line
    // is refused before it happens, and the reader is told which line.
    const guard = (event: InputEvent) => {
      if (event.isComposing || !event.cancelable) return;
      const data = event.data ?? event.dataTransfer?.getData('text/plain') ?? null;
      const edit = pendingEdit(
        element.value,
        element.selectionStart,
        element.selectionEnd,
        event.inputType,
        data,
      );
      const line = edit === null ? null : brokenDirective(element.value, edit);
      if (line === null) return;
      event.preventDefault();
      onLocked?.(line);
    };
    element.addEventListener('compositionstart', start);
    element.addEventListener('compositionend', end);
    element.addEventListener('beforeinput', guard);
    return () => {
      element.removeEventListener('compositionstart', start);
      element.removeEventListener('compositionend', end);
      element.removeEventListener('beforeinput', guard);
    };
  });

  const onInput = (event: TargetedEvent<HTMLTextAreaElement, Event>) => {
    // Mid-composition text is the input method's: read it when the composition ends.
    if ((event as unknown as InputEvent).isComposing || composing.current) return;
    onRead(event.currentTarget.value);
  };

  const write = (value: string) => {
    if (box.current) box.current.value = value;
  };

  const goToLine = (line: number) => {
    const element = box.current;
    if (!element) return;
    const offset = lineOffset(element.value, line);
    element.focus();
    element.setSelectionRange(offset, offset);
  };

  return { box, onInput, write, goToLine };
}
