/**
 * The glossary pane's entries for the terms of the English section: the translation's name as a
 * button that inserts it at the cursor (Escape goes back to the text), the English name, the
 * definition with its review state (as a section's row shows it) and the renderings to avoid.
 */
import type { CheckResponse } from '../shared/api-types.ts';
import { h } from './dom.ts';
import { reviewCredit } from './review-credit.ts';
import type { T } from './strings.ts';

export function renderGlossaryTerms(
  glossary: CheckResponse['glossary'],
  t: T,
  insert: (text: string) => void,
  backToText: () => void,
): HTMLElement[] {
  if (glossary.length === 0) return [h('p', {}, t('workbench.glossary.none'))];
  return glossary.flatMap((entry) => [
    h(
      'dt',
      { 'data-term': entry.id },
      h(
        'button',
        {
          type: 'button',
          class: 'term',
          'data-action': 'insert-term',
          title: t('workbench.glossary.insert'),
          onclick: () => insert(entry.name),
          onkeydown: (event) => {
            if ((event as KeyboardEvent).key === 'Escape') backToText();
          },
        },
        entry.name,
      ),
      ' ',
      h('small', { lang: 'en' }, `(${entry.english})`),
    ),
    h(
      'dd',
      {},
      entry.definition,
      entry.definitionState
        ? h(
            'div',
            { class: 'definition-state', 'data-definition-state': entry.definitionState },
            h(
              'span',
              { class: `state state-${entry.definitionState}` },
              t(`workbench.state.${entry.definitionState}`),
            ),
            reviewCredit(entry, t),
          )
        : null,
      ...entry.avoided.map((avoided) =>
        h(
          'div',
          { class: 'avoided' },
          t('workbench.glossary.avoided', { form: avoided.form, name: entry.name }),
        ),
      ),
    ),
  ]);
}
