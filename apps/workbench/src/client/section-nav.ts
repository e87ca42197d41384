/**
 * The editor's navigation bar: back to the overview, the next section waiting for review, the
 * previous and next section in book order, the section's id and state, and the keys help button.
 */
import type { SectionResponse } from '../shared/api-types.ts';
import { h } from './dom.ts';
import type { T } from './strings.ts';

export interface SectionNav {
  element: HTMLElement;
  /** Opens the keys help (the page wires it to the help dialog). */
  keysButton: HTMLButtonElement;
}

export function renderSectionNav(section: SectionResponse, locale: string, t: T): SectionNav {
  const keysButton = h('button', { type: 'button', 'data-action': 'keys' }, t('workbench.keys.open'));
  const element = h(
    'nav',
    { class: 'actions' },
    h('a', { href: '#/', 'data-action': 'back' }, t('workbench.back')),
    section.nextToReview
      ? h(
          'a',
          { href: `#/${locale}/${section.nextToReview}`, 'data-action': 'next-to-review' },
          t('workbench.nextToReview'),
        )
      : null,
    section.previous
      ? h('a', { href: `#/${locale}/${section.previous}`, rel: 'prev' }, `← ${t('workbench.previous')}`)
      : null,
    section.next
      ? h('a', { href: `#/${locale}/${section.next}`, rel: 'next' }, `${t('workbench.next')} →`)
      : null,
    h('strong', {}, section.id),
    h(
      'span',
      { class: `state state-${section.state}`, 'data-section-state': section.state },
      t(`workbench.state.${section.state}`),
    ),
    keysButton,
  );
  return { element, keysButton };
}
