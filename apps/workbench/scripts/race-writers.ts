/**
 * The lost-update race, measured: the workbench saves section A of a file every 20 ms while another
 * process runs `content import` (B's text), `content stamp` and `content review` (B's front matter
 * entries) on section B of the same file. After each round every write that said it was applied
 * must be on disk: A's last saved text, B's imported text, B's stamp and B's review mark. Prints
 * the lost writes and the refusals, per round and in total.
 * `pnpm --filter @polyhedral/workbench race [ROUNDS]` (default 50; a temporary copy of the content).
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadContent, REPO_ROOT, sectionTextHash } from '@polyhedral/content';
import type { RefusalResponse } from '../src/shared/api-types.ts';
import { apiApp, sessionCall } from '../tests/api-app.ts';
import { writeOneSectionBundle } from '../tests/handback-file.ts';
import { makeTempContent } from '../tests/temp-content.ts';

const ROUNDS = Number(process.argv[2] ?? 50);
const SAVE_EVERY_MS = 20;

const temp = makeTempContent();
const root = temp.root;
const initial = loadContent({ root });

/** Rounds: (file, A, B) with B a drafted or reviewed translated section, A another section of its file. */
const rounds: { file: string; pageId: string; a: string; b: string }[] = [];
for (const file of initial.files.filter(
  (candidate) => candidate.collection === 'th' && candidate.frontMatter,
)) {
  const review = file.frontMatter?.review ?? {};
  const ids = file.sections.map((section) => section.id);
  const bs = ids.filter((id) => review[id] !== undefined && initial.sections.get(id)?.en);
  for (const b of bs) {
    const a = ids.find((id) => id !== b && !bs.includes(id)) ?? ids.find((id) => id !== b);
    if (a) rounds.push({ file: file.file, pageId: file.frontMatter!.id, a, b });
  }
}
if (rounds.length === 0) throw new Error('no file with two sections and a reviewed-state section');

/** Make B's stamp stale and its mark a draft, so that stamp and review both write this round. */
function prepare(file: string, b: string): void {
  const full = path.join(root, file);
  let text = readFileSync(full, 'utf8');
  const end = text.indexOf('\n---', 3);
  let head = text.slice(0, end);
  head = head.replace(new RegExp(`(\\n  ${b}: )"[0-9a-f]{12}"`), '$1"000000000000"');
  head = head.replace(new RegExp(`(\\n  ${b}: )reviewed\\b`), '$1draft');
  head = head.replace(/\n(reviewedBy|reviewedOn):\n((?: {2}.*\n?)*)/g, (block) =>
    block.replace(new RegExp(`\\n  ${b}: .*`), ''),
  );
  text = head + text.slice(end);
  writeFileSync(full, text);
}

/** The section's text in the file on disk now. */
function onDisk(file: string, pageId: string, id: string): string | null {
  const model = loadContent({ root });
  const section = model.sections.get(id)?.th;
  return section && section.file === file && section.pageId === pageId ? section.markdown : null;
}

/** import, stamp and review of B in one other process; their exit codes and output. */
function otherWriters(bundle: string, b: string): Promise<{ codes: number[]; out: string }> {
  const runCli = JSON.stringify(path.join(REPO_ROOT, 'content/src/cli/run-cli.ts'));
  const script = `
    import { runCli } from ${runCli};
    const lines = [];
    const io = { stdout: (l) => lines.push(l), stderr: (l) => lines.push(l), cwd: ${JSON.stringify(root)}, root: ${JSON.stringify(root)}, locale: 'en' };
    const codes = [
      runCli(['import', ${JSON.stringify(bundle)}, '--into', 'th'], io),
      runCli(['stamp', 'th', ${JSON.stringify(b)}], io),
      runCli(['review', 'th', ${JSON.stringify(b)}, '--reviewer', 'Race'], io),
    ];
    process.stdout.write(JSON.stringify({ codes, out: lines.join('\\n') }));`;
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { cwd: path.join(REPO_ROOT, 'content'), encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => (error ? reject(new Error(stderr)) : resolve(JSON.parse(stdout))),
    );
  });
}

const app = apiApp(root);
const request = (pathname: string, body?: unknown) => sessionCall(app, pathname, body);

const totals = { lost: 0, saves: 0, refusals: new Map<string, number>(), cliFailures: 0 };
for (let round = 0; round < ROUNDS; round += 1) {
  const { file, pageId, a, b } = rounds[round % rounds.length]!;
  prepare(file, b);
  const bText = onDisk(file, pageId, b)!;
  const english = loadContent({ root }).sections.get(b)!.en!;
  const incoming = `${bText.replace(/\n\nรอบ \d+$/, '')}\n\nรอบ ${round}`;
  const bundle = writeOneSectionBundle(`race-${process.pid}-${round}`, 'recorded:race', {
    id: b,
    start: sectionTextHash(bText),
    english: english.hash,
    markdown: incoming,
  });

  // The workbench: save A every 20 ms until the other process is done.
  let lastSaved: string | null = null;
  let saving = true;
  const section = (await (await request(`/api/section/th/${a}`)).json()) as {
    markdown: string;
    base: string;
  };
  let base = section.base;
  let count = 0;
  const saver = (async () => {
    while (saving) {
      count += 1;
      const text = `${section.markdown.replace(/\n\nบันทึก \d+$/, '')}\n\nบันทึก ${count}`;
      const response = await request(`/api/save/th/${a}`, { markdown: text, base });
      if (response.ok) {
        base = ((await response.json()) as { base: string }).base;
        lastSaved = text;
        totals.saves += 1;
      } else {
        const { code } = ((await response.json()) as RefusalResponse).error;
        totals.refusals.set(`save ${code}`, (totals.refusals.get(`save ${code}`) ?? 0) + 1);
        if (code === 'workbench.refused.changed-on-disk') {
          // Another writer overwrote A: that is a lost update of the save before.
          const fresh = (await (await request(`/api/section/th/${a}`)).json()) as { base: string };
          base = fresh.base;
        }
      }
      await new Promise((resolve) => setTimeout(resolve, SAVE_EVERY_MS));
    }
  })();
  const other = await otherWriters(bundle, b);
  saving = false;
  await saver;

  const after = loadContent({ root });
  const fileAfter = after.files.find((candidate) => candidate.file === file)!;
  const problems: string[] = [];
  if (lastSaved !== null && onDisk(file, pageId, a) !== lastSaved)
    problems.push(`A (${a}) lost its last save`);
  const bNow = onDisk(file, pageId, b);
  const imported = other.out.includes(`${b}: applied`) || other.codes[0] === 0;
  if (imported && bNow !== incoming) problems.push(`B (${b}) lost the import`);
  if (other.codes[1] === 0 && fileAfter.frontMatter?.translation?.[b] !== after.sections.get(b)!.en!.hash)
    problems.push(`B (${b}) lost the stamp`);
  if (other.codes[2] === 0 && fileAfter.frontMatter?.review?.[b] !== 'reviewed')
    problems.push(`B (${b}) lost the review`);
  if (other.codes.some((code) => code !== 0)) {
    totals.cliFailures += 1;
    for (const line of other.out.split('\n').filter((text) => /refus|lock|not applied|error/i.test(text)))
      totals.refusals.set(
        `cli ${line.slice(0, 120)}`,
        (totals.refusals.get(`cli ${line.slice(0, 120)}`) ?? 0) + 1,
      );
  }
  totals.lost += problems.length;
  console.log(
    `round ${round + 1}/${ROUNDS} ${file} A=${a} B=${b}: ${count} saves tried, cli exit ${other.codes.join(',')}, ${problems.length === 0 ? 'nothing lost' : problems.join('; ')}`,
  );
}
console.log(`\nlost writes: ${totals.lost} in ${ROUNDS} rounds; workbench saves applied: ${totals.saves}`);
console.log(`rounds where import/stamp/review did not all succeed: ${totals.cliFailures}`);
console.log(`refusals: ${totals.refusals.size === 0 ? 'none' : ''}`);
for (const [what, count] of totals.refusals) console.log(`  ${count} × ${what}`);
temp.remove();
process.exit(totals.lost === 0 ? 0 : 1);
