/**
 * Serves the built dist/ with Debian's nginx (`apt-get install nginx-light`) and the project's own
 * example config (deploy/nginx.conf, only its `listen` and `root` lines changed) on a free
 * loopback port, then checks the headers of an HTML page, a hashed asset, a font subset, the
 * service worker and an unknown address. Prints each response's status line and headers (as
 * `curl -I` would), PASS/FAIL per check and "N passed, M failed"; exits 1 on a failure.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { headerContentSecurityPolicy } from '../../src/integrations/security/content-security-policy.ts';
import { IMMUTABLE, REVALIDATE } from '../../src/integrations/security/deploy-headers.ts';

const siteDir = fileURLToPath(new URL('../../', import.meta.url));
const distDir = path.join(siteDir, 'dist');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.log('dist/ has no build: run `pnpm --filter @polyhedral/site build` first');
  process.exit(1);
}
if (spawnSync(NGINX, ['-v']).status !== 0) {
  console.log(`nginx not found at ${NGINX}: apt-get install -y nginx-light (or set NGINX_PATH)`);
  process.exit(1);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** A complete nginx.conf around the example server block, with every writable path in `prefix`. */
function nginxConf(prefix: string, port: number): string {
  const server = readFileSync(path.join(siteDir, 'deploy', 'nginx.conf'), 'utf8')
    .replace(/^ {2}listen 80;$/m, `  listen 127.0.0.1:${port};`)
    .replace(/^ {2}root \S+;$/m, `  root ${distDir};`);
  if (!server.includes(`127.0.0.1:${port}`) || !server.includes(distDir)) {
    throw new Error('deploy/nginx.conf has no `listen 80;` or `root ...;` line to point at the test server');
  }
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  return [
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(prefix, 'nginx.pid')};`,
    `error_log ${path.join(prefix, 'error.log')} warn;`,
    'events { worker_connections 64; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp),
    server,
    '}',
  ].join('\n');
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await fetch(url, { method: 'HEAD' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer on ${url}`);
}

const prefix = mkdtempSync(path.join(tmpdir(), 'polyhedral-nginx-'));
const port = await freePort();
const confFile = path.join(prefix, 'nginx.conf');
writeFileSync(confFile, nginxConf(prefix, port));
const test = spawnSync(NGINX, ['-t', '-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', confFile], {
  encoding: 'utf8',
});
if (test.status !== 0) {
  console.log(`FAIL deploy/nginx.conf is accepted by nginx -t\n${test.stderr}`);
  process.exit(1);
}
const nginx: ChildProcess = spawn(
  NGINX,
  ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', confFile],
  {
    stdio: 'ignore',
  },
);
const base = `http://127.0.0.1:${port}`;
const results: { name: string; problem: string | null }[] = [];
const check = (name: string, ok: boolean, detail: string) =>
  results.push({ name, problem: ok ? null : detail });

try {
  await waitForServer(`${base}/`);
  const asset = readdirSync(path.join(distDir, '_astro')).find((file) => file.endsWith('.css'));
  const font = existsSync(path.join(distDir, 'fonts'))
    ? readdirSync(path.join(distDir, 'fonts'))[0]
    : undefined;
  const targets: Array<[string, string, string, number]> = [
    ['an HTML page', '/th/rules/Dice/', REVALIDATE, 200],
    ['a hashed asset', `/_astro/${asset}`, IMMUTABLE, 200],
    ...(font
      ? ([['a font subset', `/fonts/${font}`, IMMUTABLE, 200]] as Array<[string, string, string, number]>)
      : []),
    ['the service worker', '/sw.js', REVALIDATE, 200],
    ['an unknown Thai address (the Thai 404 page)', '/th/rules/NoSuchRule/', REVALIDATE, 404],
  ];
  const policy = headerContentSecurityPolicy();
  for (const [what, url, cacheControl, status] of targets) {
    const response = await fetch(`${base}${url}`, { method: 'HEAD' });
    console.log(`$ curl -I ${base}${url}\nHTTP/1.1 ${response.status} ${response.statusText}`);
    for (const [name, value] of response.headers) console.log(`${name}: ${value}`);
    console.log('');
    const header = (name: string) => response.headers.get(name) ?? '(none)';
    check(`${what}: status ${status}`, response.status === status, `got ${response.status}`);
    check(
      `${what}: Content-Security-Policy with frame-ancestors 'none'`,
      header('content-security-policy') === policy,
      header('content-security-policy'),
    );
    check(
      `${what}: X-Content-Type-Options nosniff`,
      header('x-content-type-options') === 'nosniff',
      header('x-content-type-options'),
    );
    check(
      `${what}: Referrer-Policy`,
      header('referrer-policy') === 'strict-origin-when-cross-origin',
      header('referrer-policy'),
    );
    check(
      `${what}: Cache-Control ${cacheControl}`,
      header('cache-control') === cacheControl,
      header('cache-control'),
    );
  }
  const notFound = await (await fetch(`${base}/th/rules/NoSuchRule/`)).text();
  check(
    'an unknown Thai address gets the Thai 404 page',
    /<html[^>]*lang="th"/.test(notFound),
    notFound.slice(0, 200),
  );
  const manifest = await fetch(`${base}/th/manifest.webmanifest`, { method: 'HEAD' });
  check(
    'the web app manifest is application/manifest+json',
    manifest.headers.get('content-type') === 'application/manifest+json',
    `${manifest.headers.get('content-type')}`,
  );
} finally {
  if (nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  rmSync(prefix, { recursive: true, force: true });
}

for (const { name, problem } of results)
  console.log(`${problem === null ? 'PASS' : 'FAIL'} ${name}${problem === null ? '' : `: ${problem}`}`);
const failed = results.filter((result) => result.problem !== null).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
