/**
 * The actions under the translation: Save, Mark current, the reviewer's name and Mark reviewed
 * (offered for a drafted section without QA errors; a note says why not when there are errors),
 * and the heading's unsaved-changes marker.
 */
import type { SectionResponse } from '../shared/api-types.ts';
import { h } from './dom.ts';
import { rememberReviewerName, reviewerName } from './reviewer-name.ts';
import type { T } from './strings.ts';

export interface ActionBar {
  element: HTMLElement;
  unsaved: HTMLElement;
  saveButton: HTMLButtonElement;
  currentButton: HTMLButtonElement;
  reviewButton: HTMLButtonElement;
  /** Show what applies now: unsaved changes, and whether the section can be marked reviewed. */
  update(isDirty: boolean, errors: number): void;
}

export function createActionBar(section: SectionResponse, t: T): ActionBar {
  const unsaved = h('span', { class: 'unsaved', hidden: true }, t('workbench.unsaved'));
  const reviewNote = h('span', { class: 'review-note', hidden: true }, t('workbench.reviewBlocked'));
  // Who marks it reviewed: asked once, kept in this browser (also the hand-back file's name).
  const nameField = h('input', {
    type: 'text',
    name: 'reviewer',
    maxlength: '120',
    autocomplete: 'name',
    value: reviewerName(),
    'aria-label': t('workbench.handback.reviewer'),
    placeholder: t('workbench.reviewerPlaceholder'),
    oninput: (event) => rememberReviewerName((event.target as HTMLInputElement).value),
  });
  const saveButton = h(
    'button',
    { type: 'button', class: 'primary', 'data-action': 'save' },
    t('workbench.save'),
  );
  const currentButton = h('button', { type: 'button', 'data-action': 'stamp' }, t('workbench.markCurrent'));
  const reviewButton = h('button', { type: 'button', 'data-action': 'review' }, t('workbench.markReviewed'));
  return {
    element: h('div', { class: 'actions' }, saveButton, currentButton, nameField, reviewButton, reviewNote),
    unsaved,
    saveButton,
    currentButton,
    reviewButton,
    update(isDirty, errors) {
      unsaved.hidden = !isDirty;
      // A draft, or a text edited after its review (reviewed again, for the text it has now).
      const reviewable = section.drafted && (section.state === 'draft' || section.state === 'edited');
      const blocked = errors > 0;
      reviewButton.hidden = !reviewable || blocked;
      nameField.hidden = reviewButton.hidden;
      reviewNote.hidden = !reviewable || !blocked;
    },
  };
}
