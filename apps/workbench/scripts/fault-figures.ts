/**
 * Faults under the writers, shown: `ROOT` is a copy of the content tree on a full tmpfs or a
 * read-only mount. Every writer is run against it — the CLI's `review`, `stamp` and `import`
 * (through runCli, as `pnpm content` runs) and the workbench's save, review and note routes — and
 * each one's exit code or HTTP status and message are printed, with whether any output holds a
 * stack trace (`    at `). `pnpm --filter @polyhedral/workbench fault-figures ROOT`.
 */
import path from 'node:path';
import { loadContent, sectionTextHash } from '@polyhedral/content';
import { runCli } from '@polyhedral/content/run-cli';
import { apiApp, sessionCall } from '../tests/api-app.ts';
import { writeOneSectionBundle } from '../tests/handback-file.ts';
import { pickDraft } from '../tests/pick-sections.ts';

const root = path.resolve(process.argv[2] ?? '');
const model = loadContent({ root });
const pick = pickDraft(model, 'th');
let traces = 0;
const report = (writer: string, outcome: string, text: string) => {
  if (/\n\s+at /.test(text)) traces += 1;
  console.log(`${writer}: ${outcome}: ${text.trim().split('\n').join(' | ')}`);
};

async function cli(writer: string, args: string[]): Promise<void> {
  const lines: string[] = [];
  let code: number;
  try {
    code = await runCli(args, {
      stdout: () => {},
      stderr: (line) => lines.push(line),
      cwd: root,
      root,
      locale: 'en',
    });
  } catch (error) {
    code = -1;
    lines.push(String((error as Error).stack));
  }
  report(writer, `exit ${code}`, lines.join('\n'));
}

const bundle = writeOneSectionBundle(`fault-${process.pid}`, 'recorded:fault', {
  id: pick.id,
  start: sectionTextHash(pick.markdown),
  english: model.sections.get(pick.id)!.en!.hash,
  markdown: `${pick.markdown} x`,
});
await cli('content review', ['review', 'th', pick.id, '--reviewer', 'Fault Test']);
await cli('content stamp', ['stamp', 'th', pick.id]);
await cli('content import', ['import', bundle, '--into', 'th']);

const app = apiApp(root);
const request = async (pathname: string, body?: unknown) => {
  const response = await sessionCall(app, pathname, body);
  return { status: response.status, text: await response.text() };
};
const { base } = JSON.parse((await request(`/api/section/th/${pick.id}`)).text) as { base: string };
for (const [writer, pathname, body] of [
  ['workbench save', `/api/save/th/${pick.id}`, { markdown: `${pick.markdown} y`, base }],
  ['workbench review', `/api/review/th/${pick.id}`, { base, reviewer: 'Fault Test' }],
  ['workbench note', `/api/notes/th/${pick.id}`, { by: 'Fault Test', text: 'a note' }],
] as const) {
  const answer = await request(pathname, body);
  report(writer, `HTTP ${answer.status}`, answer.text);
}
console.log(`stack traces: ${traces}`);
process.exit(0);
