/** For a stale section: what changed in the English since the translation was last current. */
import type { DiffResponse, SectionResponse } from '../shared/api-types.ts';
import { api } from './api.ts';
import { diffPre, h } from './dom.ts';
import { refusalText } from './refusal-text.ts';
import type { T } from './strings.ts';

/** The diff pane: hidden unless the section is stale. */
export function renderDiffPane(section: SectionResponse): HTMLElement {
  return h('section', { class: 'pane diff', hidden: section.state !== 'stale', 'data-diff': '' });
}

export async function showEnglishDiff(
  diffPane: HTMLElement,
  locale: string,
  id: string,
  t: T,
): Promise<void> {
  const diff = await api<DiffResponse>('GET', `/api/diff/${locale}/${id}`);
  diffPane.append(h('h2', {}, t('workbench.diff.title')));
  if (!diff.ok) diffPane.append(h('p', { class: 'message error' }, refusalText(t, diff.error)));
  else if (!diff.data.found)
    diffPane.append(h('p', { 'data-diff-missing': '' }, refusalText(t, diff.data.problem!)));
  else {
    diffPane.append(
      // A commit is named by its hash; the English kept in content/stamped-english/ is named as such.
      h(
        'p',
        {},
        /^[0-9a-f]{7,40}$/.test(diff.data.commit ?? '')
          ? t('workbench.diff.since', { commit: diff.data.commit!.slice(0, 12) })
          : t('workbench.diff.sinceStored'),
      ),
      diffPre(diff.data.parts ?? [], { lang: 'en' }),
    );
  }
}
