import { messagesFor } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { problemText, REVIEW_MESSAGE_PREFIXES, reviewText, shownText } from './review-text.ts';

const thai = reviewText(
  'th',
  'th',
  'ไทย',
  Object.assign({}, ...REVIEW_MESSAGE_PREFIXES.map((prefix) => messagesFor('th', prefix))),
);

describe("the review page's words", () => {
  it("words a check's finding in the reader's language, from the messages the page was given", () => {
    const text = problemText(thai, { code: 'content.link.unknown-rule', params: { id: 'NoSuchRule' } });
    expect(text).toContain('NoSuchRule');
    expect(text).not.toBe('content.link.unknown-rule');
    expect(text).not.toMatch(/Link to unknown/);
  });

  it("names a code it has no message for, in the reader's language (never a blank)", () => {
    expect(problemText(thai, { code: 'content.no-such-check', params: {} })).toBe(
      'เกิดข้อผิดพลาด (รหัสข้อผิดพลาด content.no-such-check)',
    );
  });

  // Sixth reading T27: the glossary title (?glossary=EtherealCondition) split อีเธอเรี|ยล at 300-342 px:
  // the term's name is interpolated, so the build's joining of the strings never saw it.
  it('shows an interpolated Thai name with its borrowed words joined; zh and the stored title stay plain', () => {
    const title = thai.t('ui.review.definition.title', { name: 'อีเธอเรียล' });
    expect(title).toContain('อีเธอเรียล');
    expect(shownText(thai, title)).toContain('อี\u2060เ\u2060ธ\u2060อ\u2060เ\u2060รี\u2060ย\u2060ล');
    const zh = reviewText('zh', 'zh', '中文', messagesFor('zh', 'ui.review.'));
    expect(shownText(zh, '术语表定义：灵体')).toBe('术语表定义：灵体');
  });
});
