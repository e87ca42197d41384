/**
 * One review gate (issue 45): for each class of `content check` error a translator can put in a
 * section's text, every way of marking it reviewed refuses it with the same rule ID:
 * `pnpm content review`, the workbench's Mark reviewed (API), the workbench's live pane (shows it
 * as an error) and the import of a hand-back file carrying a review mark. The text is written into
 * the file by hand (as an outside editor would), one class per drafted section.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  type ContentModel,
  checkContent,
  type HandbackBundle,
  importHandback,
  isStale,
  loadContent,
  runCli,
} from '@polyhedral/content';
import { maintainerOf, signTestBundle, testReviewer } from '@polyhedral/content/testing';
import { findAvoidedForms, glossaryTerms } from '@polyhedral/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiApp, apiApp, sessionCall } from '../../tests/api-app.ts';
import { makeTempContent, type TempContent } from '../../tests/temp-content.ts';
import type { RefusalResponse } from '../shared/api-types.ts';
import { sectionBase } from './section-state.ts';

interface GateCase {
  ruleId: string;
  /** Where the fault is, when one rule has two cases. */
  name?: string;
  /** The section's text with the fault in it. */
  fault: (markdown: string, id: string) => string;
  /** The fault runs to the end of the file (an unclosed block): the section must be its file's last. */
  last?: boolean;
}

const append = (text: string) => (markdown: string) => `${markdown}\n\n${text}`;
/** A Thai form the glossary avoids (th), whichever term it belongs to. */
const AVOIDED = glossaryTerms.flatMap((term) => term.avoid?.th ?? [])[0]!;

const CASES: GateCase[] = [
  { ruleId: 'text-printed-chapter', fault: append('ดูรายละเอียดใน บทที่ 7') },
  { ruleId: 'markdown-footnote', fault: append('ข้อความ[^1]\n\n[^1]: หมายเหตุ') },
  { ruleId: 'image-remote', fault: append('![ภาพ](https://example.com/a.png)') },
  { ruleId: 'image-missing', fault: append('![ภาพ](./no-such-image.png)') },
  { ruleId: 'html-raw', fault: append('ข้อความ <b>ตัวหนา</b>') },
  { ruleId: 'link-unknown-rule', fault: append('[ไม่มี](rule:NoSuchRuleAnywhere)') },
  { ruleId: 'link-unknown-term', fault: append('[ไม่มี](term:no-such-term)') },
  { ruleId: 'directive-unknown', fault: append('::nosuchdirective{}') },
  { ruleId: 'calc-unknown-kind', fault: append('::calc{kind="nosuch"}') },
  { ruleId: 'calc-preset-fails', fault: append('::calc{kind="dice" expr="1d6/0"}') },
  { ruleId: 'table-column-count', fault: append('| ก | ข |\n|---|---|\n| 1 | 2 | 3 |') },
  { ruleId: 'qa-term-avoided', fault: append(`ข้อความ ${AVOIDED}`) },
  { ruleId: 'qa-link-extra', fault: append('[ลูกเต๋า](rule:Dice)') },
  {
    ruleId: 'text-invisible-character',
    fault: (markdown) => markdown.replace(/^(#+ )(\S)/, '$1$2\u200B'),
  },
  {
    ruleId: 'text-invisible-in-body',
    fault: append('ข้อความ \u202Eกลับด้าน\u202C และ\u200Bช่องว่าง'),
  },
  { ruleId: 'text-markup', fault: (markdown) => markdown.replace(/^(#+ )/, '$1<i>ตัวเอียง</i> ') },
  { ruleId: 'directive-unclosed', fault: append('::calc{kind="dice" expr="8d6"') },
  { ruleId: 'block-unclosed', fault: append(':::note\nข้อความที่ตกอยู่ในกล่องที่ไม่ได้ปิด'), last: true },
];

let temp: TempContent;
let app: ApiApp;
/** ruleId -> the section it was put in. */
const key = (gate: GateCase) => `${gate.ruleId}${gate.name ? ` (${gate.name})` : ''}`;
const placed = new Map<string, { id: string; file: string; markdown: string }>();

const request = (pathname: string, body?: unknown) => sessionCall(app, pathname, body);

/** Drafted th sections, not stale, with a heading, whose English does not link rule:Dice. */
function candidates(model: ContentModel) {
  return [...model.sections.entries()].flatMap(([id, entry]) => {
    const local = entry.th;
    if (!local?.review || local.review !== 'draft' || local.intro || !entry.en) return [];
    if (isStale(model, 'th', id) || entry.en.markdown.includes('rule:Dice)')) return [];
    if (findAvoidedForms(local.markdown, 'th').length > 0) return [];
    const file = model.files.find((candidate) => candidate.file === local.file)!;
    return [{ id, file: local.file, markdown: local.markdown, last: file.sections.at(-1)?.id === id }];
  });
}

beforeAll(async () => {
  temp = makeTempContent();
  // Mark reviewed signs with the maintainer's key (a test key, made now).
  await maintainerOf(temp.root);
  const model = loadContent({ root: temp.root });
  const clean = new Set(
    checkContent({ root: temp.root, strings: null })
      .diagnostics.filter((diagnostic) => diagnostic.severity === 'error')
      .map((diagnostic) => diagnostic.file),
  );
  // One section per class, in files with no error of their own; an unclosed block in a file's last section.
  const free = candidates(model).filter((candidate) => !clean.has(candidate.file));
  const used = new Set<string>();
  for (const gate of [...CASES].sort((a, b) => Number(b.last ?? false) - Number(a.last ?? false))) {
    const pick = free.find((candidate) => !used.has(candidate.id) && (!gate.last || candidate.last));
    if (!pick) throw new Error(`no drafted th section left for ${gate.ruleId}`);
    used.add(pick.id);
    const markdown = gate.fault(pick.markdown, pick.id);
    const target = path.join(temp.root, pick.file);
    const source = readFileSync(target, 'utf8');
    expect(source.includes(pick.markdown)).toBe(true);
    // By hand, as another editor would write it.
    writeFileSync(target, source.replace(pick.markdown, markdown));
    placed.set(key(gate), { id: pick.id, file: pick.file, markdown });
  }
  app = apiApp(temp.root);
});
afterAll(() => temp.remove());

describe('one review gate: every class of content check error, refused everywhere with the same code', () => {
  const cells: string[] = [];

  it('content check reports each class as an error in its section (the definition)', () => {
    const errors = checkContent({ root: temp.root, strings: null }).diagnostics.filter(
      (diagnostic) => diagnostic.severity === 'error',
    );
    for (const gate of CASES) {
      const { ruleId } = gate;
      const { file } = placed.get(key(gate))!;
      expect(
        errors.some((diagnostic) => diagnostic.file === file && diagnostic.ruleId === ruleId),
        `content check: ${ruleId} in ${file}`,
      ).toBe(true);
    }
  });

  it('pnpm content review refuses each (exit 2), printing the finding with its rule ID', async () => {
    for (const gate of CASES) {
      const { ruleId } = gate;
      const { id } = placed.get(key(gate))!;
      const err: string[] = [];
      const code = await runCli(['review', 'th', id, '--reviewer', 'นภา ผู้ตรวจ'], {
        stdout: () => {},
        stderr: (line) => err.push(line),
        cwd: temp.root,
        root: temp.root,
      });
      expect(code, `CLI ${ruleId}`).toBe(2);
      expect(err.join('\n'), `CLI ${ruleId}`).toContain(` error ${ruleId} `);
      cells.push(`CLI ${ruleId}`);
    }
  });

  it('the workbench refuses Mark reviewed (409) naming the rule ID, and its live pane shows it as an error', async () => {
    // Each section's save base as the editor gets it (GET /api/section sends sectionBase), read
    // from one load of the files: a refused review writes nothing, so the bases stay valid.
    const model = loadContent({ root: temp.root });
    for (const gate of CASES) {
      const { ruleId } = gate;
      const { id, markdown } = placed.get(key(gate))!;
      const review = await request(`/api/review/th/${id}?ui=th`, {
        base: sectionBase(model, 'th', id),
        reviewer: 'นภา ผู้ตรวจ',
      });
      expect(review.status, `API ${ruleId}`).toBe(409);
      const refusal = (await review.json()) as RefusalResponse;
      expect(refusal.error.code).toBe('workbench.refused.qa-errors');
      expect(refusal.error.params?.findings, `API ${ruleId}`).toContain(` ${ruleId} `);
      cells.push(`API ${ruleId}`);
      const live = await request(`/api/check/th/${id}?ui=th`, { markdown });
      const result = (await live.json()) as {
        findings: { ruleId: string; severity: string }[];
        errors: number;
      };
      expect(
        result.findings.some((finding) => finding.ruleId === ruleId && finding.severity === 'error'),
        `live pane ${ruleId}: ${JSON.stringify(result.findings.map((finding) => finding.ruleId))}`,
      ).toBe(true);
      cells.push(`live ${ruleId}`);
    }
  });

  it('importing a hand-back file with a signed approval refuses each, naming the rule ID', async () => {
    const model = loadContent({ root: temp.root });
    // A registered reviewer's signature: only a verified approval reaches the review gate.
    const reviewer = await testReviewer('นภา ผู้ตรวจ', ['th'], temp.root);
    const unsigned: HandbackBundle = {
      format: 'polyhedral-handback',
      version: 1,
      locale: 'th',
      exported: '2026-11-26T09:00:00.000Z',
      startingPoint: 'test',
      sections: CASES.map((gate) => {
        const { id } = placed.get(key(gate))!;
        const local = model.sections.get(id)!.th!;
        return {
          id,
          start: createHash('sha256').update(local.markdown, 'utf8').digest('hex'),
          english: model.sections.get(id)!.en!.hash,
          markdown: local.markdown,
          review: { state: 'reviewed' as const, by: 'นภา ผู้ตรวจ', date: '2026-11-26' },
        };
      }),
    };
    const bundle = await signTestBundle(unsigned, reviewer);
    const result = await importHandback(temp.root, bundle, {
      locale: 'th',
      dryRun: true,
      today: '2026-11-27',
    });
    expect(result.reviews.filter((review) => review.outcome === 'reviewed')).toEqual([]);
    const errors = result.sectionsRefused.flatMap((refusal) =>
      refusal.code === 'handback.section.check-failed' ? refusal.errors : [],
    );
    const blocked = result.reviews.flatMap((review) => (review.outcome === 'blocked' ? review.findings : []));
    for (const gate of CASES) {
      const { ruleId } = gate;
      const { file } = placed.get(key(gate))!;
      expect(
        [...errors, ...blocked].some((finding) => finding.file === file && finding.ruleId === ruleId),
        `import ${ruleId}`,
      ).toBe(true);
      cells.push(`import ${ruleId}`);
    }
    // Nothing was marked reviewed.
    const after = loadContent({ root: temp.root });
    for (const gate of CASES) expect(after.sections.get(placed.get(key(gate))!.id)!.th!.review).toBe('draft');
    console.log(`review gate table: ${CASES.length} classes x 4 ways = ${cells.length} cells, all refused`);
    expect(cells.length).toBe(CASES.length * 4);
  });

  it('the live pane shows what Save would refuse: a block left unclosed, in the interface language', async () => {
    const { id, markdown } = placed.get('text-printed-chapter')!;
    for (const opener of ['```', '<script>', ':::note']) {
      const text = `${markdown}\n\n${opener}\nข้อความที่ยังไม่ปิด`;
      const live = await request(`/api/check/th/${id}?ui=th`, { markdown: text });
      const result = (await live.json()) as {
        findings: { ruleId: string; severity: string; message: string; line: number }[];
      };
      const finding = result.findings.find((candidate) => candidate.ruleId === 'unclosed-block');
      expect(finding, opener).toMatchObject({ severity: 'error', line: text.split('\n').length - 1 });
      expect(finding!.message).toContain('ไม่ได้ปิด');
    }
  });
});
