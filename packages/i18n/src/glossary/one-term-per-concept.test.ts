/**
 * One name per act and per thing, on every surface that shows words (tools/term-surfaces.ts: the
 * rules text, the glossary, the site's strings, the tools' strings, HAND-BACK.md and the localized
 * source names; zh-Hant as the build converts it). The site's own concepts (interface-terms.json:
 * an approval, the maintainer's acceptance, the Playtest, the Rules Glossary, a section, the
 * tracker, review) and the game terms (terms.json `avoid`, the stat block among them) are held to
 * their names. A failure names the surface, the form found and the name to write.
 */
import { describe, expect, it } from 'vitest';
import {
  INTERFACE_TERMS,
  type InterfaceTerm,
  interfaceTermUses,
} from '../../test/support/interface-terms.ts';
import { type SurfaceLocale, termSurfaces } from '../../tools/term-surfaces.ts';
import { messagesFor } from '../messages-for.ts';
import { findAvoidedFormsZhHant } from '../zh-hant/avoided-forms-zh-hant.ts';
import { convertText } from '../zh-hant/convert-text.ts';
import { findAvoidedForms, glossaryTerms } from './index.ts';

const LOCALES: readonly SurfaceLocale[] = ['th', 'zh', 'zh-hant'];

function formsOf(locale: SurfaceLocale): (term: InterfaceTerm) => readonly string[] {
  if (locale === 'th') return (term) => term.avoid.th ?? [];
  if (locale === 'zh') return (term) => term.avoid.zh ?? [];
  return (term) => (term.avoid.zh ?? []).map((form) => convertText(form));
}

function nameOf(term: InterfaceTerm, locale: SurfaceLocale): string {
  return locale === 'th' ? term.th : locale === 'zh' ? term.zh : convertText(term.zh);
}

/** Every use of a concept's avoided form on the locale's surfaces, as a line a failure prints. */
function interfaceFindings(locale: SurfaceLocale, surfaces = termSurfaces(locale)): string[] {
  const byId = new Map(INTERFACE_TERMS.map((term) => [term.id, term]));
  return surfaces.flatMap(({ kind, where, text }) =>
    interfaceTermUses(text, formsOf(locale), kind === 'rules').map(
      ({ term, form }) => `${where}: "${form}" (${term}); write ${nameOf(byId.get(term)!, locale)}`,
    ),
  );
}

/** Every use of a game term's rejected form (terms.json `avoid`) on the tools' and docs' surfaces. */
function glossaryFindings(locale: SurfaceLocale): string[] {
  return termSurfaces(locale)
    .filter(({ kind }) => locale === 'zh-hant' || kind === 'docs' || kind === 'tools')
    .flatMap(({ where, text }) =>
      (locale === 'zh-hant' ? findAvoidedFormsZhHant(text) : findAvoidedForms(text, locale)).map(
        ({ form, term }) => `${where}: "${form}" (avoid of ${term}); write the glossary's name`,
      ),
    );
}

describe('one name per concept on every surface', () => {
  it.each(LOCALES)('%s: every surface is read (rules, glossary, site, tools, docs)', (locale) => {
    const kinds = new Set(termSurfaces(locale).map(({ kind }) => kind));
    expect([...kinds].sort()).toEqual(['docs', 'glossary', 'rules', 'site', 'tools']);
  });

  it.each(LOCALES)('%s: the site’s concepts are held to their names', (locale) => {
    expect(interfaceFindings(locale)).toEqual([]);
  });

  it.each(LOCALES)('%s: no tool string, doc or zh-Hant text uses a game term’s rejected form', (locale) => {
    expect(glossaryFindings(locale)).toEqual([]);
  });

  it.each(INTERFACE_TERMS.filter((term) => term.heldBy !== ''))(
    '$id is $th / $zh in $heldBy',
    ({ th, zh, heldBy }) => {
      expect(messagesFor('th', heldBy)[heldBy]).toContain(th);
      expect(messagesFor('zh', heldBy)[heldBy]).toContain(zh);
    },
  );

  it('names the stat block one way: the glossary’s StatBlock rejects the tracker’s old names', () => {
    const statBlock = glossaryTerms.find((term) => term.id === 'StatBlock')!;
    expect(statBlock.avoid?.th).toContain('ข้อมูลสิ่งมีชีวิต');
    expect(statBlock.avoid?.zh).toContain('数据块');
  });

  // The sixth reading's misses (section 6): each fails on the surface where it was found.
  it.each([
    ['zh', 'site', 'tracker.blocks.title', '已保存的数据块', 'avoid of StatBlock'],
    ['th', 'site', 'tracker.blocks.title', 'ข้อมูลสิ่งมีชีวิตที่บันทึกไว้', 'avoid of StatBlock'],
    ['zh', 'docs', 'content/HAND-BACK.md (zh)', '只有当已登记审校者签名的批准记录', '(approval)'],
    ['zh', 'docs', 'content/HAND-BACK.md (zh)', '签名确认本段译文', '(approval)'],
    ['zh', 'site', 'ui.credit.reviewed', '签名确认本段译文', '(approval)'],
    ['zh', 'tools', 'cli.content.status.no-english-ids', '获批时未记录英文', '(approval)'],
    ['th', 'docs', 'content/HAND-BACK.md (th)', 'บันทึกการอนุมัติ', '(approval)'],
    ['th', 'site', 'ui.credit.accepted', 'ผู้ดูแลรับไว้ในนามของ {{by}}', '(acceptance)'],
    ['zh-hant', 'site', 'ui.review.send.signIntro', '你的密鑰將簽名確認：', '(approval)'],
  ] as const)('%s %s %s: "%s" fails', (locale, kind, where, text, names) => {
    const surfaces = [{ kind, where, text }];
    const found = [
      ...interfaceFindings(locale, surfaces),
      ...(locale === 'zh-hant' ? findAvoidedFormsZhHant(text) : findAvoidedForms(text, locale)).map(
        ({ term }) => `avoid of ${term}`,
      ),
    ];
    expect(found.join('\n')).toContain(names);
  });
});
