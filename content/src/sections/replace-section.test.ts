import { describe, expect, it } from 'vitest';
import { replaceSectionText } from './replace-section.ts';

const FILE = [
  '---',
  'id: D20Tests',
  'title: "การทดสอบ D20"',
  'review:',
  '  AbilityChecks: draft # keep',
  '---',
  '',
  'Intro text.',
  '',
  '## Ability Checks {#AbilityChecks}',
  '',
  'Roll 1d20 and add 5.',
  '',
  '### Sub {#SubCheck}',
  '',
  'Sub text.',
  '',
].join('\n');

const text = (result: ReturnType<typeof replaceSectionText>) => {
  if (!result.ok) throw new Error(result.problem.code);
  return result.bytes.toString('utf8');
};

describe('replaceSectionText', () => {
  it('replaces only the section text; every other byte stays', () => {
    const next = text(
      replaceSectionText(
        Buffer.from(FILE),
        'D20Tests',
        'AbilityChecks',
        '## Ability Checks {#AbilityChecks}\n\nRoll 1d20 and add 6.\n',
      ),
    );
    expect(next).toBe(FILE.replace('add 5.', 'add 6.'));
  });

  it('replaces the intro and keeps CRLF line endings', () => {
    const crlf = FILE.replace(/\n/g, '\r\n');
    const next = text(replaceSectionText(Buffer.from(crlf), 'D20Tests', 'D20Tests', 'New\nintro.'));
    expect(next).toBe(crlf.replace('Intro text.', 'New\r\nintro.'));
  });

  it('refuses text that drops the heading ID or adds a heading', () => {
    const bytes = Buffer.from(FILE);
    expect(replaceSectionText(bytes, 'D20Tests', 'AbilityChecks', 'Roll 1d20.')).toEqual({
      ok: false,
      problem: { code: 'content.write.heading-changed', params: { id: 'AbilityChecks' } },
    });
    expect(
      replaceSectionText(bytes, 'D20Tests', 'AbilityChecks', '## A {#AbilityChecks}\n\n## B {#Other}\n'),
    ).toEqual({
      ok: false,
      problem: { code: 'content.write.heading-changed', params: { id: 'AbilityChecks' } },
    });
    expect(replaceSectionText(bytes, 'D20Tests', 'Missing', '## A {#Missing}')).toEqual({
      ok: false,
      problem: { code: 'content.write.unknown-section', params: { id: 'Missing' } },
    });
    expect(replaceSectionText(Buffer.from([0xff, 0xfe]), 'D20Tests', 'D20Tests', 'x')).toEqual({
      ok: false,
      problem: { code: 'content.write.not-utf8', params: { id: 'D20Tests' } },
    });
  });
});
