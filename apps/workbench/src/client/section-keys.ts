/** What the reviewer's keys (editor-keys.ts) do on a section's editor page. */
import type { SectionResponse } from '../shared/api-types.ts';
import type { ActionBar } from './action-bar.ts';
import type { CheckResults } from './check-results.ts';
import type { EditorKeyActions } from './editor-keys.ts';
import type { MemoryPane } from './memory-pane.ts';

export interface SectionKeyTargets {
  locale: string;
  section: SectionResponse;
  actions: ActionBar;
  memory: MemoryPane;
  results: CheckResults;
  help: HTMLDialogElement;
  insert: (text: string) => void;
}

export function sectionKeyActions(targets: SectionKeyTargets): EditorKeyActions {
  const { locale, section, actions, memory, results, help, insert } = targets;
  const goTo = (target: string | null) => {
    if (target) location.hash = `#/${locale}/${target}`;
  };
  return {
    save: () => actions.saveButton.click(),
    review: () => {
      if (!actions.reviewButton.hidden) actions.reviewButton.click();
    },
    next: () => goTo(section.nextToReview),
    previous: () => goTo(section.previousToReview),
    memory: (n) => {
      const text = memory.suggestion(n);
      if (text !== null) insert(text);
    },
    glossary: () => results.focusFirstTerm(),
    help: () => help.showModal(),
  };
}
