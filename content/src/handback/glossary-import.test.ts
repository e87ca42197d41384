/**
 * Glossary definitions handed back and imported like sections (issue 58, item 6): per entry, bound
 * to its locale, only a registered reviewer's signature over `glossary:<term>` and the very text
 * records a review; a correction, an unsigned or mis-signed approval waits in the queue of
 * suggestions, which the maintainer accepts or rejects in one step; wrong locale, wrong script,
 * markup, a rejected form, an unknown term and a definition changed on both sides are refused and
 * named, the others land.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTranslator } from '@polyhedral/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  captureCliAsync,
  fixture,
  maintainerOf,
  type TestReviewer,
  testReviewer,
} from '../../test/support/test-support.ts';
import { definitionsFile, readDefinitions } from '../glossary/glossary-files.ts';
import { REPO_ROOT } from '../loader/content-root.ts';
import type { ReaderLocale } from '../model/types.ts';
import { definitionReviews } from '../review/definition-records.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { readSuggestions } from '../suggestions/suggestion-queue.ts';
import { glossaryRuleId } from '../trust/approval.ts';
import { approvalTextHash, englishTextHash } from '../trust/approval-text-hash.ts';
import { utcToday } from '../trust/reviewer-name.ts';
import { signApproval } from '../trust/sign-approval.ts';
import {
  HANDBACK_FORMAT,
  HANDBACK_VERSION,
  type HandbackBundle,
  type HandbackGlossaryEntry,
} from './handback-bundle.ts';

const TODAY = '2026-11-27';
const GLOSSARY = path.join(REPO_ROOT, 'packages/i18n/src/glossary');

/** A content tree (the valid fixture) beside a copy of the glossary files, as in a clone. */
function tree(): string {
  const top = mkdtempSync(path.join(tmpdir(), 'polyhedral-glossary-'));
  const root = path.join(top, 'content');
  cpSync(fixture('valid'), root, { recursive: true });
  const glossary = path.join(top, 'packages/i18n/src/glossary');
  mkdirSync(glossary, { recursive: true });
  for (const name of ['terms.json', 'definitions.en.json', 'definitions.th.json', 'definitions.zh.json'])
    cpSync(path.join(GLOSSARY, name), path.join(glossary, name));
  return root;
}

function bundle(locale: ReaderLocale, glossary: HandbackGlossaryEntry[]): HandbackBundle {
  return {
    format: HANDBACK_FORMAT,
    version: HANDBACK_VERSION,
    locale,
    exported: `${TODAY}T09:00:00.000Z`,
    startingPoint: 'recorded:test',
    sender: 'สมศรี มีสุข',
    sections: [],
    glossary,
  };
}

async function imported(root: string, value: HandbackBundle) {
  const file = path.join(root, '..', 'bundle.json');
  writeFileSync(file, JSON.stringify(value));
  return captureCliAsync(root, 'import', file);
}

const entry = (root: string, locale: 'th' | 'zh', term: string, text?: string): HandbackGlossaryEntry => {
  const current = readDefinitions(root, locale)![term]!;
  return { term, start: sectionTextHash(current), text: text ?? current, review: null };
};

/** A signed approval of `term`'s definition `text`, read against the English definition of `root` (or `english`). */
export const signDefinition = async (
  signer: TestReviewer,
  locale: string,
  term: string,
  text: string,
  english: string | null,
) =>
  signApproval(
    signer,
    {
      locale,
      ruleId: glossaryRuleId(term),
      textHash: await approvalTextHash(text),
      englishHash: await englishTextHash(english),
    },
    TODAY,
    TODAY,
  );

let englishRoot = '';
const sign = async (signer: TestReviewer, locale: string, term: string, text: string) =>
  signDefinition(signer, locale, term, text, readDefinitions(englishRoot, 'en')![term]!);

/** The state each reader derives now for `term`'s definition. */
const stateOf = (root: string, locale: 'th' | 'zh', term: string) =>
  definitionReviews(root, locale, TODAY)!.states.get(term);

describe('glossary definitions in a hand-back', () => {
  let root: string;
  let somchai: TestReviewer;
  let lin: TestReviewer;
  beforeAll(async () => {
    root = tree();
    englishRoot = root;
    somchai = await testReviewer('Somchai Jaidee', ['th'], root);
    lin = await testReviewer('Lin Mei', ['zh'], root);
  });

  it("a registered reviewer's signed approval records the review; nothing else changes", async () => {
    const definitions = readFileSync(definitionsFile(root, 'th'));
    const current = readDefinitions(root, 'th')!.Advantage!;
    const result = await imported(
      root,
      bundle('th', [
        { ...entry(root, 'th', 'Advantage'), approval: await sign(somchai, 'th', 'Advantage', current) },
      ]),
    );
    expect(result.code).toBe(0);
    // The signed approval itself is the record; the state is derived by verifying it.
    expect(readFileSync(path.join(root, 'approvals/th/glossary/Advantage.json'), 'utf8')).toContain(
      '"ruleId": "glossary:Advantage"',
    );
    expect(stateOf(root, 'th', 'Advantage')).toMatchObject({
      review: 'reviewed',
      reviewer: { kind: 'review', by: 'Somchai Jaidee', on: TODAY, keyId: somchai.keyId },
    });
    expect(readFileSync(definitionsFile(root, 'th')).equals(definitions)).toBe(true);
    expect(result.out).toContain('(review: Somchai Jaidee, 2026-11-27)');
    expect(result.out).toContain('glossary:Advantage');
  });

  it('a correction lands, byte-preserving, and waits as a suggestion with its sender; reject restores it', async () => {
    const before = readFileSync(definitionsFile(root, 'th'), 'utf8');
    const old = readDefinitions(root, 'th')!.Disadvantage!;
    const changed = `${old} (ทอย d20 แล้วใช้ค่าที่ต่ำกว่า)`;
    const result = await imported(root, bundle('th', [entry(root, 'th', 'Disadvantage', changed)]));
    expect(result.code).toBe(0);
    const after = readFileSync(definitionsFile(root, 'th'), 'utf8');
    expect(after).toBe(before.replace(JSON.stringify(old), JSON.stringify(changed)));
    expect(readSuggestions(root, 'th')).toMatchObject({
      ok: true,
      suggestions: [{ id: 'Disadvantage', kind: 'glossary', sender: 'สมศรี มีสุข', before: old, text: changed }],
    });
    const listed = await captureCliAsync(root, 'suggestions', 'th');
    expect(listed.out).toContain('(glossary:Disadvantage)');
    expect(listed.out).toContain('{+ (ทอย d20 แล้วใช้ค่าที่ต่ำกว่า)+}');
    const rejected = await captureCliAsync(root, 'suggestions', 'reject', 'th', 'glossary:Disadvantage');
    expect(rejected.code).toBe(0);
    expect(readFileSync(definitionsFile(root, 'th'), 'utf8')).toBe(before);
  });

  // Issue 88 review: the reject kept the definition's rejection, but the import never read it, so
  // the same hand-back imported again wrote the rejected definition and queued it again.
  it('a rejected definition stays rejected: the same hand-back imported again is left out, named with the day', async () => {
    const before = readFileSync(definitionsFile(root, 'th'), 'utf8');
    const old = readDefinitions(root, 'th')!.Disadvantage!;
    const handback = bundle('th', [entry(root, 'th', 'Disadvantage', `${old} (เลือกค่าที่ต่ำกว่า)`)]);
    expect((await imported(root, handback)).code).toBe(0);
    const rejected = await captureCliAsync(root, 'suggestions', 'reject', 'th', 'glossary:Disadvantage');
    expect(rejected.code).toBe(0);
    expect(readFileSync(definitionsFile(root, 'th'), 'utf8')).toBe(before);
    const again = await imported(root, handback);
    expect(again.err).toContain('the maintainer rejected this very definition on');
    expect(again.err).toContain('th.rejected.json');
    expect(readFileSync(definitionsFile(root, 'th'), 'utf8')).toBe(before);
    expect(readSuggestions(root, 'th')).toEqual({ ok: true, suggestions: [] });
    for (const locale of ['en', 'th', 'zh'] as const) {
      const line = createTranslator(locale).t('handback.glossary.already-rejected', {
        id: 'glossary:Disadvantage',
        date: TODAY,
        locale: 'th',
      });
      expect(line, locale).toContain(TODAY);
      expect(line, locale).toContain('th.rejected.json');
    }
  });

  it('an approval by a reviewer of another locale, or of other text, is a suggestion the maintainer accepts', async () => {
    const current = readDefinitions(root, 'th')!.Prone ?? readDefinitions(root, 'th')!.ProneCondition!;
    const term = readDefinitions(root, 'th')!.Prone ? 'Prone' : 'ProneCondition';
    let result = await imported(
      root,
      bundle('th', [{ ...entry(root, 'th', term), approval: await sign(lin, 'th', term, current) }]),
    );
    expect(result.code).toBe(1);
    expect(result.err).toContain('not registered for this language');
    expect(stateOf(root, 'th', term)?.review).toBeUndefined();
    const changed = `${current} ข้อความใหม่`;
    result = await imported(
      root,
      bundle('th', [
        { ...entry(root, 'th', term, changed), approval: await sign(somchai, 'th', term, current) },
      ]),
    );
    expect(result.code).toBe(1);
    expect(result.err).toContain('was given for a different text');
    expect(stateOf(root, 'th', term)?.review).toBeUndefined();
    // The maintainer confirms in one step: recorded as the maintainer's acceptance on behalf of the
    // name the approval carried, never as a review.
    // Two submissions, two entries (issue 72): a bare name is ambiguous; each is named by its place.
    await maintainerOf(root);
    const bare = await captureCliAsync(root, 'suggestions', 'accept', 'th', `glossary:${term}`);
    expect(bare.code).toBe(2);
    expect(bare.err).toContain(`glossary:${term}@1, glossary:${term}@2`);
    const accepted = await captureCliAsync(root, 'suggestions', 'accept', 'th', `glossary:${term}@2`);
    expect(accepted.code).toBe(0);
    // The acceptance is dated the day it runs: read as of that day (as of TODAY it would be in the future).
    expect(definitionReviews(root, 'th', utcToday())!.states.get(term)).toMatchObject({
      review: 'accepted',
      reviewer: { kind: 'maintainer-acceptance', by: 'Somchai Jaidee' },
    });
    // `content status` derives the same, and names the old store's file (not read).
    mkdirSync(path.join(root, 'glossary-reviews'), { recursive: true });
    writeFileSync(
      path.join(root, 'glossary-reviews/th.json'),
      JSON.stringify({ [term]: { by: 'Somchai Jaidee', on: TODAY, text: sectionTextHash(current) } }),
    );
    const status = await captureCliAsync(root, 'status');
    expect(status.code).toBe(0);
    expect(status.out).toMatch(
      /th glossary definitions by state: 1 reviewed \(signed\), 1 accepted by the maintainer, 0 with a review that no longer counts, 0 approved with no English recorded, \d+ drafts/,
    );
    expect(status.out).toContain('th reviewed: glossary:Advantage (by Somchai Jaidee on 2026-11-27)');
    expect(status.out).toContain(
      `th accepted by the maintainer (not a signed review): glossary:${term} (by `,
    );
    expect(status.err).toContain('glossary-reviews/th.json is no longer read');
  });

  it('refuses per entry, and applies the good one: locale, script, markup, rejected form, unknown, conflict', async () => {
    const zh = readDefinitions(root, 'zh')!;
    const th = readDefinitions(root, 'th')!;
    const avoided = await import('@polyhedral/i18n').then(({ glossaryTerms }) =>
      glossaryTerms.find((term) => term.avoid?.th?.length && th[term.id]),
    );
    expect(avoided).toBeDefined();
    const result = await imported(
      root,
      bundle('th', [
        entry(root, 'th', 'Strength', `${th.Strength} 力量`),
        entry(root, 'th', 'Dexterity', `${th.Dexterity} <script>alert(1)</script>`),
        entry(root, 'th', avoided!.id, `${th[avoided!.id]} ${avoided!.avoid!.th![0]}`),
        { term: 'NoSuchTermAtAll', start: null, text: 'ข้อความ', review: null },
        { ...entry(root, 'th', 'Wisdom', `${th.Wisdom} ใหม่`), start: sectionTextHash('another text') },
        entry(root, 'th', 'Charisma', `${th.Charisma} แก้แล้ว`),
      ]),
    );
    expect(result.code).toBe(1);
    expect(result.err).toContain('(Strength): its text is written in Chinese (Han) script');
    expect(result.err).toContain('(Dexterity): a definition is plain text');
    expect(result.err).toContain(`a form the glossary rejects for the term ${avoided!.id}`);
    expect(result.err).toContain('(NoSuchTermAtAll): the glossary has no such term');
    expect(result.err).toContain('conflict: glossary definition of');
    const now = readDefinitions(root, 'th')!;
    expect([now.Strength, now.Dexterity, now[avoided!.id], now.Wisdom]).toEqual([
      th.Strength,
      th.Dexterity,
      th[avoided!.id],
      th.Wisdom,
    ]);
    expect(now.Charisma).toBe(`${th.Charisma} แก้แล้ว`);
    // A zh-hant definition is converted from zh: refused, whatever it says.
    const hant = await imported(
      root,
      bundle('zh-hant', [
        { term: 'Strength', start: sectionTextHash(zh.Strength!), text: '力量', review: null },
      ]),
    );
    expect(hant.code).toBe(1);
    expect(hant.err).toContain('are converted from Chinese');
    // A Thai file relabelled zh: the Thai definition is refused in zh.
    const relabelled = await imported(
      root,
      bundle('zh', [
        { term: 'Strength', start: sectionTextHash(zh.Strength!), text: th.Strength!, review: null },
      ]),
    );
    expect(relabelled.err).toContain('Thai script');
    expect(readDefinitions(root, 'zh')!.Strength).toBe(zh.Strength);
  });

  it('refuses a definition whose numbers are not the English one\'s: "DC 10" written "DC 11" (issue 86)', async () => {
    // Malnutrition (SRD 5.2 Rules Glossary): a DC 10 Constitution saving throw.
    const th = readDefinitions(root, 'th')!;
    expect(th.MalnutritionHazard).toContain('DC 10');
    const changed = th.MalnutritionHazard!.replace('DC 10', 'DC 11');
    const result = await imported(root, bundle('th', [entry(root, 'th', 'MalnutritionHazard', changed)]));
    expect(result.code).toBe(1);
    expect(result.err).toContain('has 11 here where the English has 10');
    expect(result.err).toContain(`th: ${changed}`);
    expect(readDefinitions(root, 'th')!.MalnutritionHazard).toBe(th.MalnutritionHazard);
  });
});
