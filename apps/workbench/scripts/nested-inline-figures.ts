/**
 * The nested-inline family, measured (emphasis, strong, strikethrough, images, links, code spans
 * mixed, 1,000-10,000 deep): for each text, a workbench save (its status, refusal and line, and
 * the overview's median while the save runs), `content check` on a tree holding it (the
 * file:line the build stops with too) and `content import` of a bundle carrying it. Any RangeError
 * or stack is counted. `pnpm --filter @polyhedral/workbench nested-inline` (a temporary copy of the
 * content; read only for the repository).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { median } from '@polyhedral/browser-testing/measure';
import { checkContent, importHandback, loadContent, sectionTextHash } from '@polyhedral/content';
import type { RefusalResponse } from '../src/shared/api-types.ts';
import { apiApp, sessionCall } from '../tests/api-app.ts';
import { makeTempContent } from '../tests/temp-content.ts';

const DEPTHS = [1000, 3000, 10_000];
const ID = 'RoundDown';

function family(depth: number): [string, string][] {
  const nest = (open: string, close: string) => `x ${open.repeat(depth)}a${close.repeat(depth)}`;
  return [
    ['emphasis', nest('*', '*')],
    ['strong', nest('**', '**')],
    ['strikethrough', nest('~~a ', ' a~~')],
    ['images', nest('![', '](i.png)')],
    ['links', nest('[', '](/x)')],
    ['code spans mixed', nest('*`c`_[~~', '~~](/x)_*')],
  ];
}

let stacks = 0;
const seesStack = (text: string) => {
  if (/RangeError|Maximum call stack|\n\s+at /.test(text)) stacks += 1;
};

const temp = makeTempContent();
const app = apiApp(temp.root);
const request = (pathname: string, body?: unknown) => sessionCall(app, pathname, body);
await request('/api/overview');
const model = loadContent({ root: temp.root });
const section = model.sections.get(ID)!.th!;
const file = path.join(temp.root, section.file);
const original = readFileSync(file, 'utf8');

// The overview alone, for comparison.
const alone: number[] = [];
for (let run = 0; run < 5; run += 1) {
  const at = performance.now();
  await request('/api/overview');
  alone.push(performance.now() - at);
}
console.log(`overview alone: median ${median(alone).toFixed(0)} ms`);

// Saves first, with no file changed between them (a changed file would make the next request reload the model).
const saves = new Map<string, string>();
for (const depth of DEPTHS) {
  for (const [kind, text] of family(depth)) {
    const markdown = `${section.markdown}\n\n${text}`;
    const opened = (await (await request(`/api/section/th/${ID}`)).json()) as { base: string };
    // Five times: a save and an overview asked at the same moment; the overview answers after
    // whatever the save blocks.
    const overview: number[] = [];
    const saveMs: number[] = [];
    let last: { status: number; body: Partial<RefusalResponse> } | null = null;
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      const saving = Promise.resolve(request(`/api/save/th/${ID}`, { markdown, base: opened.base })).then(
        async (response: Response) => {
          saveMs.push(performance.now() - started);
          return {
            status: response.status,
            body: (await response.json()) as Partial<RefusalResponse>,
          };
        },
      );
      const at = performance.now();
      await request('/api/overview');
      overview.push(performance.now() - at);
      last = await saving;
    }
    seesStack(JSON.stringify(last!.body));
    saves.set(
      `${kind}/${depth}`,
      `${median(saveMs).toFixed(0)} ms ${last!.status} ${last!.body.error?.code ?? 'saved'} line ${last!.body.error?.params?.line ?? '-'} | ${median(overview).toFixed(0)} ms`,
    );
  }
}

console.log(
  'kind | depth | bytes | save (median ms, status, refusal, line) | overview median while saving | check (file:line, ms) | import',
);
for (const depth of DEPTHS) {
  for (const [kind, text] of family(depth)) {
    const markdown = `${section.markdown}\n\n${text}`;
    // content check (and the build, which stops on its errors) over a tree holding the text.
    writeFileSync(file, `${original.trimEnd()}\n\n${text}\n`);
    let checked = '';
    const checkStarted = performance.now();
    try {
      const result = checkContent({ root: temp.root, strings: null });
      const error = result.diagnostics.find(
        (diagnostic) => diagnostic.severity === 'error' && diagnostic.file === section.file,
      );
      checked = error ? `${error.file}:${error.line} ${error.ruleId}` : 'no error';
    } catch (error) {
      checked = `threw ${(error as Error).name}`;
      seesStack(String((error as Error).stack));
    }
    const checkMs = performance.now() - checkStarted;
    writeFileSync(file, original);
    // content import of a bundle carrying the text.
    let imported = '';
    try {
      const result = await importHandback(temp.root, {
        format: 'polyhedral-handback',
        version: 1,
        locale: 'th',
        exported: new Date().toISOString(),
        startingPoint: 'recorded:figures',
        sections: [
          {
            id: ID,
            start: sectionTextHash(section.markdown),
            english: model.sections.get(ID)!.en!.hash,
            markdown,
            review: null,
          },
        ],
      });
      const refusal = result.writeRefused[0]?.refusal;
      imported = refusal
        ? `${refusal.code} at ${refusal.file}:${refusal.line}`
        : `written: ${result.written}`;
    } catch (error) {
      imported = `threw ${(error as Error).name}`;
      seesStack(String((error as Error).stack));
    }
    console.log(
      `${kind} | ${depth} | ${Buffer.byteLength(text)} | ${saves.get(`${kind}/${depth}`)} | ${checked} (${checkMs.toFixed(0)} ms) | ${imported}`,
    );
  }
}
console.log(`\nstacks or RangeErrors seen: ${stacks}`);
temp.remove();
process.exit(0);
