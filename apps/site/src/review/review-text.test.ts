import { messagesFor } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { problemText, REVIEW_MESSAGE_PREFIXES, reviewText } from './review-text.ts';

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
});
