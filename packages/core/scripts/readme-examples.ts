/**
 * The packages' README examples, run verbatim from the installed tarballs (pack-test.ts): each
 * "Use" section's ```ts block (run as ESM, type-checked under `nodenext`, `node16` and `bundler`,
 * and as a CommonJS project's `.cts`) and ```cjs block (run through `require`).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ConsumerChecker } from './consumer-type-check.ts';

/** The code of the fenced blocks with `info` in the README's "## Use" section. */
export function useBlocks(readme: string, info: string): string[] {
  const use = readme.split(/^## Use\s*$/m)[1]?.split(/^## /m)[0] ?? '';
  return [...use.matchAll(new RegExp(`^\`\`\`${info}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map(
    (match) => match[1]!,
  );
}

/** The TypeScript settings each example is type-checked under (a `type: module` consumer). */
const TS_SETTINGS: Readonly<Record<string, Record<string, string>>> = {
  nodenext: { module: 'nodenext', moduleResolution: 'nodenext' },
  node16: { module: 'node16', moduleResolution: 'node16' },
  bundler: { module: 'esnext', moduleResolution: 'bundler' },
};

export interface ExampleRun {
  label: string;
  ok: boolean;
  detail: string;
}

function attempt(label: string, run: () => string): ExampleRun {
  try {
    return { label, ok: true, detail: run().trim().split('\n').slice(0, 3).join(' | ') };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { label, ok: false, detail: `${stdout}${stderr}`.trim().slice(0, 600) };
  }
}

/**
 * The ts block as a CommonJS project's TypeScript (`.cts`). Under `nodenext` (TypeScript's model of
 * Node 20+, whose `require` loads an ES module) it is type-checked, compiled and run. Under `node16`
 * TypeScript refuses it at compile time (TS1479: a `require` of an ES module), never a program that
 * fails when run: that refusal is what is checked.
 */
function commonJsTypeScriptRuns(
  app: string,
  name: string,
  code: string,
  typeCheck: ConsumerChecker,
): ExampleRun[] {
  writeFileSync(path.join(app, `readme-${name}.cts`), code);
  const compile = (setting: 'nodenext' | 'node16') => {
    const config = `tsconfig.readme-${name}-cts-${setting}.json`;
    const outDir = `readme-${name}-cts-${setting}`;
    const compilerOptions = { strict: true, target: 'es2022', types: [], outDir, ...TS_SETTINGS[setting] };
    writeFileSync(path.join(app, config), JSON.stringify({ compilerOptions, files: [`readme-${name}.cts`] }));
    const checked = typeCheck(config);
    if (!checked.ok) throw Object.assign(new Error(`tsc -p ${config}`), { stdout: checked.messages });
    return path.join(outDir, `readme-${name}.cjs`);
  };
  const run = (file: string) =>
    execFileSync(process.execPath, [file], { cwd: app, encoding: 'utf8', stdio: 'pipe' });
  const refused = attempt('node16', () => run(compile('node16')));
  return [
    attempt(
      `${name} README example as a CommonJS project's TypeScript (.cts, nodenext), compiled and run`,
      () => run(compile('nodenext')),
    ),
    {
      label: `${name} README example as a CommonJS project's TypeScript (.cts, node16): refused by tsc (TS1479), not at run time`,
      ok: !refused.ok && refused.detail.includes('TS1479'),
      detail: refused.detail.split('\n')[0] ?? '',
    },
  ];
}

/**
 * Writes each package's README examples into `app` (where the tarballs are installed) and runs
 * them; `typeCheck` checks the install folder's configs (consumer-type-check.ts).
 */
export function runReadmeExamples(
  app: string,
  readmes: Readonly<Record<string, string>>,
  typeCheck: ConsumerChecker,
): ExampleRun[] {
  const node = (file: string) =>
    execFileSync(process.execPath, [file], { cwd: app, encoding: 'utf8', stdio: 'pipe' });
  const runs: ExampleRun[] = [];
  for (const [name, readmeFile] of Object.entries(readmes)) {
    const readme = readFileSync(readmeFile, 'utf8');
    const [esm] = useBlocks(readme, 'ts');
    const [cjs] = useBlocks(readme, 'cjs');
    if (esm === undefined || cjs === undefined) {
      runs.push({
        label: `${name} README: a ts and a cjs block under "## Use"`,
        ok: false,
        detail: 'not found',
      });
      continue;
    }
    writeFileSync(path.join(app, `readme-${name}.mjs`), esm);
    writeFileSync(path.join(app, `readme-${name}.ts`), esm);
    writeFileSync(path.join(app, `readme-${name}.cjs`), cjs);
    runs.push(attempt(`${name} README example as an ES module (.mjs)`, () => node(`readme-${name}.mjs`)));
    runs.push(
      attempt(`${name} README example as CommonJS (.cjs, require)`, () => node(`readme-${name}.cjs`)),
    );
    for (const [setting, options] of Object.entries(TS_SETTINGS)) {
      const config = `tsconfig.readme-${name}-${setting}.json`;
      const compilerOptions = {
        strict: true,
        noEmit: true,
        target: 'es2022',
        types: [],
        skipLibCheck: false,
        ...options,
      };
      writeFileSync(
        path.join(app, config),
        JSON.stringify({ compilerOptions, files: [`readme-${name}.ts`] }),
      );
      const checked = typeCheck(config);
      runs.push({
        label: `${name} README example type-checks as TypeScript (${setting})`,
        ok: checked.ok,
        detail: checked.messages.trim().slice(0, 600),
      });
    }
    runs.push(
      attempt(`${name} README example run as TypeScript (.ts, Node's type stripping)`, () =>
        node(`readme-${name}.ts`),
      ),
    );
    runs.push(...commonJsTypeScriptRuns(app, name, esm, typeCheck));
  }
  return runs;
}
