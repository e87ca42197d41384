/** The editor's status line: the message it was opened with, then what the last action said. */
import { h } from './dom.ts';

export interface StatusMessage {
  element: HTMLElement;
  /** Show a message (in the error style if `error`). */
  say(text: string, error?: boolean): void;
}

export function createStatusMessage(flash?: string): StatusMessage {
  const element = h('div', { class: 'message', role: 'status', hidden: !flash }, flash ?? '');
  return {
    element,
    say: (text, error) => say(element, text, error),
  };
}

export function say(element: HTMLElement, text: string, error = false): void {
  element.hidden = false;
  element.className = error ? 'message error' : 'message';
  element.textContent = text;
}
