/** The editor as the browser tests and the timing script see it: `window.workbench`. */
import type { EditorView } from 'codemirror';

declare global {
  interface Window {
    /** The editor and the number of QA updates shown (for the browser tests and timing script). */
    workbench?: { view: EditorView; checks: number };
  }
}

/** A new editor: no QA update shown yet. */
export function exposeEditor(view: EditorView): void {
  window.workbench = { view, checks: 0 };
}

export function reportChecks(checks: number): void {
  if (window.workbench) window.workbench.checks = checks;
}
