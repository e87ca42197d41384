/**
 * The content lock and the server, measured: for each form a `.write.lock` can take (held by a live
 * process for 30 s, a live pid with a non-numeric `since`, `since` in the future, a directory, a
 * dangling symlink, a named pipe), a save is sent and `/api/overview` is timed every 250 ms while
 * the save is answered; prints the slowest overview answer, the save's status, code and time, and
 * whether a second save goes through.
 * `pnpm --filter @polyhedral/workbench lock-figures` (a temporary copy of the content).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { LOCK_FILE, loadContent } from '@polyhedral/content';
import { makeTempContent } from '../tests/temp-content.ts';

const temp = makeTempContent();
const root = temp.root;
const lock = path.join(root, LOCK_FILE);

/** The workbench in its own process, as `pnpm translate` runs it; its address and token. */
const server = spawn(
  process.execPath,
  ['--import', 'tsx', 'src/server/main.ts', '--port', '0', '--root', root],
  {
    cwd: path.join(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'ignore'],
    env: { ...process.env, LANG: 'C' },
  },
);
const address = await new Promise<URL>((resolve) => {
  let out = '';
  server.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString('utf8');
    const found = /http:\/\/127\.0\.0\.1:\d+\/\?token=[\w-]+/.exec(out);
    if (found) resolve(new URL(found[0]));
  });
});
const origin = address.origin;
const headers = {
  origin,
  'sec-fetch-site': 'same-origin',
  'x-workbench-token': address.searchParams.get('token')!,
  'content-type': 'application/json',
};
const request = (pathname: string, body?: unknown, signal?: AbortSignal) =>
  fetch(`${origin}${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    ...(signal ? { signal } : {}),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const id = [...loadContent({ root }).sections.entries()].find(([, by]) => by.th)![0];

async function save(round: number): Promise<{ status: number; code: string; ms: number }> {
  const section = (await (await request(`/api/section/th/${id}`)).json()) as {
    markdown: string;
    base: string;
  };
  const started = performance.now();
  const response = await request(`/api/save/th/${id}`, {
    markdown: `${section.markdown.replace(/\n\nround \d+$/, '')}\n\nround ${round}`,
    base: section.base,
  });
  const body = (await response.json()) as { error?: { code: string } };
  return { status: response.status, code: body.error?.code ?? 'saved', ms: performance.now() - started };
}

/** A process that stays alive (the holder of the live forms). */
const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 600000)'], { stdio: 'ignore' });
const live = { pid: holder.pid!, host: hostname(), nonce: 'figures' };

const forms: Record<string, () => void> = {
  'no lock (the same requests, for comparison)': () => {},
  'held by a live process for 30 s': () =>
    writeFileSync(lock, JSON.stringify({ ...live, since: Date.now() })),
  'live pid, since not a number': () => writeFileSync(lock, JSON.stringify({ ...live, since: 'soon' })),
  'live pid, since in the future': () =>
    writeFileSync(lock, JSON.stringify({ ...live, since: Date.now() + 86_400_000 })),
  'a directory': () => mkdirSync(lock),
  'a dangling symlink': () => symlinkSync(path.join(root, 'nowhere'), lock),
  'a named pipe': () => execFileSync('mkfifo', [lock]),
};

let round = 0;
for (const [name, make] of Object.entries(forms)) {
  rmSync(lock, { recursive: true, force: true });
  make();
  round += 1;
  const pending = save(round);
  let slowest = 0;
  const times: number[] = [];
  let failed = 0;
  let answered = false;
  let result: Awaited<ReturnType<typeof save>> | undefined;
  pending.then((value) => {
    answered = true;
    result = value;
  });
  const sent = performance.now();
  while (!answered && performance.now() - sent < 40_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const started = performance.now();
    try {
      await request('/api/overview', undefined, AbortSignal.timeout(15_000));
    } catch {
      failed += 1;
    }
    times.push(performance.now() - started);
    slowest = Math.max(slowest, performance.now() - started);
  }
  if (!answered) {
    console.log(
      `${name}: overview slowest ${slowest.toFixed(0)} ms; save: no answer in 40 s (server frozen)`,
    );
    break;
  }
  round += 1;
  const second = await save(round);
  console.log(
    `${name}: overview ${times.length} answers, median ${(times.sort((a, b) => a - b)[times.length >> 1] ?? 0).toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms (${failed} connections reset); save ${result!.status} ${result!.code} in ${(result!.ms / 1000).toFixed(2)} s; second save ${second.status} ${second.code}`,
  );
}
rmSync(lock, { recursive: true, force: true });
holder.kill();
server.kill();
temp.remove();
process.exit(0);
