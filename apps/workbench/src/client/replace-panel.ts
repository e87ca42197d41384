/**
 * Search and replace across a locale (overview): a preview of every change (a word diff per
 * section, and the QA result of the text after), then one button that replaces in the sections
 * whose result has no QA error, through the server's check and content's one writer.
 */
import type { ReplaceApplyResponse, ReplacePreviewResponse } from '../shared/api-types.ts';
import { api } from './api.ts';
import { diffPre, h } from './dom.ts';
import { refusalText } from './refusal-text.ts';
import { say } from './status-message.ts';
import type { T } from './strings.ts';

/** Long unchanged stretches shortened to their ends, so each change is seen with its context. */
function withContext(parts: ReplacePreviewResponse['sections'][number]['parts']) {
  const keep = 40;
  return parts.map((part, index) => {
    if (part.kind !== 'same' || part.value.length <= keep * 2 + 3) return part;
    const head = index === 0 ? '' : part.value.slice(0, keep);
    const tail = index === parts.length - 1 ? '' : part.value.slice(-keep);
    return { ...part, value: `${head} … ${tail}` };
  });
}

export function renderReplacePanel(
  locale: string,
  t: T,
  onSaved: () => void,
  /** A derived locale's source locale (zh-hant: zh): only hand-written sections are searched. */
  derivedFrom: string | null = null,
): HTMLElement {
  const find = h('input', { type: 'text', name: 'find', maxlength: '200', lang: locale });
  const replace = h('input', { type: 'text', name: 'replace', maxlength: '200', lang: locale });
  const preview = h(
    'button',
    { type: 'button', 'data-action': 'replace-preview' },
    t('workbench.replace.preview'),
  );
  const results = h('div', { class: 'replace-results', 'aria-live': 'polite' });
  preview.addEventListener('click', async () => {
    results.replaceChildren();
    const asked = { find: find.value, replace: replace.value };
    const shown = await api<ReplacePreviewResponse>('POST', `/api/replace/${locale}`, asked);
    if (!shown.ok) {
      results.append(h('p', { class: 'message error' }, refusalText(t, shown.error)));
      return;
    }
    const { sections } = shown.data;
    if (sections.length === 0) {
      results.append(h('p', { class: 'message' }, t('workbench.replace.none')));
      return;
    }
    const clean = sections.filter((section) => section.errors === 0);
    const count = clean.reduce((sum, section) => sum + section.count, 0);
    const apply = h(
      'button',
      { type: 'button', class: 'primary', 'data-action': 'replace-apply', disabled: clean.length === 0 },
      t('workbench.replace.apply', { count: clean.length }),
    );
    const message = h('p', { class: 'message', role: 'status', hidden: true });
    apply.addEventListener('click', async () => {
      apply.disabled = true;
      const bases = JSON.stringify(Object.fromEntries(clean.map((section) => [section.id, section.base])));
      const done = await api<ReplaceApplyResponse>('POST', `/api/replace-apply/${locale}`, {
        ...asked,
        bases,
      });
      if (!done.ok) return say(message, refusalText(t, done.error), true);
      message.dataset.saved = String(done.data.saved.length);
      say(
        message,
        t('workbench.replace.done', { count: done.data.saved.length, ids: done.data.saved.join(', ') }),
      );
      setTimeout(onSaved, 1500);
    });
    results.append(
      h(
        'p',
        { class: 'message', 'data-preview': String(sections.length) },
        t('workbench.replace.summary', {
          sections: clean.length,
          count,
          blocked: sections.length - clean.length,
        }),
      ),
      h(
        'ol',
        { class: 'replace-list' },
        ...sections.map((section) =>
          h(
            'li',
            { 'data-id': section.id, 'data-errors': String(section.errors) },
            h('a', { href: `#/${locale}/${section.id}` }, section.id),
            ` ${section.title} (${section.count})`,
            section.errors > 0
              ? h(
                  'p',
                  { class: 'message error' },
                  t('workbench.replace.blocked', { findings: section.findings.join('; ') }),
                )
              : null,
            diffPre(withContext(section.parts), { lang: locale }),
          ),
        ),
      ),
      apply,
      message,
    );
  });
  return h(
    'details',
    { class: 'replace' },
    h('summary', {}, t('workbench.replace.title', { locale })),
    h('p', {}, t('workbench.replace.explain')),
    derivedFrom
      ? h(
          'p',
          { 'data-replace-derived': derivedFrom },
          t('workbench.replace.derived', { locale, from: derivedFrom }),
        )
      : null,
    h('label', {}, t('workbench.replace.find'), ' ', find),
    ' ',
    h('label', {}, t('workbench.replace.with'), ' ', replace),
    ' ',
    preview,
    results,
  );
}
