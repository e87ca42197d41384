/** What the router (main.ts) opens a section's editor with. */
import type { T, UiLanguage } from './strings.ts';

export interface EditorContext {
  ui: UiLanguage;
  t: T;
  locale: string;
  id: string;
  /** Open the editor again (after stamping or reviewing) with a message. */
  reopen: (flash?: string) => void;
  /** False once the reader has navigated elsewhere: a late answer must not replace the newer page. */
  isCurrent: () => boolean;
}
