/**
 * A retired key signs nothing new, in the glossary too (issue 88, Low list): a definition's record
 * signed with a retired key and dated inside its window credited any definition text, however
 * new, on every surface (the loader, content check, status, the site, the workbench), and a
 * hand-back's approval of such a text was credited by the import. Now a retired key's signature
 * counts only for the definition the repository held in the commit that retired it, by the rule
 * sections follow (retired-key-text.ts); the import queues a newer one as a suggestion.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  backDatedNewerDefinition,
  commitAll,
  newerDefinition,
  RETIRED_TERM,
  reviewedThenRetiredDefinition,
  signedDefinition,
} from '../../test/support/retired-definition.ts';
import { checkContent } from '../check/check-content.ts';
import { readDefinitions } from '../glossary/glossary-files.ts';
import { HANDBACK_FORMAT, HANDBACK_VERSION } from '../handback/handback-bundle.ts';
import { importHandback } from '../handback/import-handback.ts';
import { sectionTextHash } from '../sections/section-text-hash.ts';
import { readSuggestions } from '../suggestions/suggestion-queue.ts';
import { approvalTextHash } from '../trust/approval-text-hash.ts';
import { definitionRecordFile } from './approval-record.ts';
import { definitionReviews } from './definition-records.ts';

const RECORD = definitionRecordFile('th', RETIRED_TERM);

const stateOf = (root: string) => definitionReviews(root, 'th')!.states.get(RETIRED_TERM);
const retiredFindings = (root: string) =>
  checkContent({ root, strings: null }).diagnostics.filter(
    (d) => d.code === 'content.approval.retired-key-new-text',
  );

describe("a retired key's signature of a glossary definition", () => {
  it('keeps crediting the definition the repository held when the key was retired', async () => {
    const { root } = await reviewedThenRetiredDefinition();
    expect(stateOf(root)).toMatchObject({ review: 'reviewed', reviewer: { by: 'Somchai Jaidee' } });
    expect(retiredFindings(root)).toEqual([]);
  });

  it('credits no definition that came after: a back-dated record of new text is not reviewed, and content check names it', async () => {
    const { top, root, reviewer } = await reviewedThenRetiredDefinition();
    // Before: the record verified inside the key's window, and the new definition was credited.
    await backDatedNewerDefinition(root, reviewer);
    expect(stateOf(root)).toMatchObject({
      review: 'edited',
      lastReview: { by: 'Somchai Jaidee', why: 'not-verified', reason: 'retired-key-new-text' },
    });
    expect(stateOf(root)?.reviewer).toBeUndefined();
    // Committed too (a pull request): the same, and content check names the record.
    commitAll(top, 'new definition, back-dated review');
    expect(stateOf(root)?.review).toBe('edited');
    const [finding, ...more] = retiredFindings(root);
    expect(more).toEqual([]);
    expect(finding).toMatchObject({ file: RECORD, severity: 'error' });
    expect(finding!.line).toBeGreaterThan(1);
  });

  it('a hand-back signed with the retired key for a newer definition: imported as a suggestion, never credited', async () => {
    const { root, reviewer } = await reviewedThenRetiredDefinition();
    const current = readDefinitions(root, 'th')![RETIRED_TERM]!;
    const text = newerDefinition(root);
    const result = await importHandback(root, {
      format: HANDBACK_FORMAT,
      version: HANDBACK_VERSION,
      locale: 'th',
      exported: '2026-11-22T09:00:00.000Z',
      startingPoint: 'recorded:test',
      sections: [],
      glossary: [
        {
          term: RETIRED_TERM,
          start: sectionTextHash(current),
          text,
          review: null,
          approval: await signedDefinition(root, reviewer, text),
        },
      ],
    });
    expect(result.glossary).toMatchObject([
      {
        term: RETIRED_TERM,
        action: 'replace',
        review: { outcome: 'suggested', problem: { code: 'handback.import.reason.retired-key-new-text' } },
      },
    ]);
    expect(result.suggestions.map((entry) => [entry.id, entry.approval?.reason])).toEqual([
      [RETIRED_TERM, 'retired-key-new-text'],
    ]);
    expect(readSuggestions(root, 'th')).toMatchObject({
      ok: true,
      suggestions: [{ id: RETIRED_TERM, text }],
    });
    // The record of the definition held at the retirement is left as it was: it credits nothing now.
    expect(JSON.parse(readFileSync(path.join(root, RECORD), 'utf8')).textHash).not.toBe(
      await approvalTextHash(text),
    );
    expect(stateOf(root)?.review).toBe('edited');
    expect(retiredFindings(root)).toEqual([]);
  });
});
