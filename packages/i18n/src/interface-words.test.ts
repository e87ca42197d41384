/**
 * One word per interface concept in zh, where the concept is no game term and so has no glossary
 * entry to carry an `avoid` list (the glossary's terms are the rules' terms, each page linking its
 * rule section): the combat tracker is 战斗追踪 (tracker.title, the import/export and storage
 * strings, rules.tracker.*), never 追踪器; review is 审校 (审校者, 已审校, the workbench's states),
 * never 审阅; a reader's approval is 认可 (never 确认无误, 你的确认 …). Every zh string, every zh glossary definition and every hand-written zh-Hant string
 * is read (docs/DECISIONS.md, "2026-11-27 i18n: one word for the tracker and for review in zh").
 */
import { describe, expect, it } from 'vitest';
import { glossaryDefinitions } from './glossary/index.ts';
import { messagesFor } from './messages-for.ts';
import handWritten from './zh-hant/hand-written-strings.json' with { type: 'json' };

interface InterfaceWord {
  concept: string;
  /** The zh word, and a key whose string must hold it. */
  zh: string;
  heldBy: string;
  /** Forms no zh text may use for the concept (zh-Hant: their converted spelling too). */
  avoid: readonly string[];
}

const WORDS: readonly InterfaceWord[] = [
  { concept: 'combat tracker', zh: '战斗追踪', heldBy: 'tracker.title', avoid: ['追踪器', '追蹤器'] },
  { concept: 'review', zh: '审校', heldBy: 'ui.review.state.reviewed', avoid: ['审阅', '審閱'] },
  // Fifth reading Z8: a reader's approval is 认可 (as the tools and HAND-BACK.md say); 确认 is left
  // for the maintainer confirming it ("其他认可都作为建议送达，由维护者确认").
  {
    concept: "a reader's approval",
    zh: '认可',
    heldBy: 'ui.review.approve',
    avoid: [
      '确认无误',
      '确认原文',
      '你的确认',
      '发送的确认',
      '签名的确认',
      '其他确认',
      '確認無誤',
      '確認原文',
    ],
  },
];

/** Every text of zh to read: UI strings by key, definitions by term id, hand-written zh-Hant strings. */
function zhTexts(): [string, string][] {
  return [
    ...Object.entries(messagesFor('zh', '')),
    ...Object.entries(glossaryDefinitions.zh).map(([id, text]): [string, string] => [
      `definition ${id}`,
      text,
    ]),
    ...Object.entries(handWritten as Record<string, string>).map(([key, text]): [string, string] => [
      `zh-Hant ${key}`,
      text,
    ]),
  ];
}

describe('one zh word per interface concept', () => {
  it.each(WORDS)('$concept is $zh ($heldBy) and nothing else', ({ zh, heldBy, avoid }) => {
    expect(messagesFor('zh', heldBy)[heldBy]).toContain(zh);
    const uses = zhTexts().flatMap(([where, text]) =>
      avoid.filter((form) => text.includes(form)).map((form) => `${where}: "${form}"; write ${zh}`),
    );
    expect(uses).toEqual([]);
  });
});
