/**
 * Serves the built dist/ with the project's own example configs on free loopback ports — Debian's
 * nginx with deploy/nginx.conf and, where installed, Caddy with deploy/Caddyfile (only their
 * listen/site address and root changed) — and checks what each tells a visitor: the security
 * headers on a page, a hashed asset, a font subset, the service worker, a 404 (in the page's
 * language) and a redirect; no server version; redirects that name only the path; build metadata
 * for other hosts (`_headers`, `_redirects`) not served. Prints each response's status line and
 * headers (as `curl -I` would), PASS/FAIL per check and "N passed, M failed"; exits 1 on a
 * failure or when a server is missing (`apt-get install -y nginx-light caddy`).
 * Inside `pnpm test` (POLYHEDRAL_TEST_REPORTER=dot) it prints the failures alone, with the
 * responses only when a check failed, and the count: 128 passing checks were half the test log.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  builtWithoutSiteUrl,
  NO_SITE_URL_WARNING,
} from '../../src/integrations/search-engines/no-site-url-warning.ts';
import { CADDY_MAX_PATH } from '../../src/integrations/security/caddy-config.ts';
import { headerContentSecurityPolicy } from '../../src/integrations/security/content-security-policy.ts';
import {
  API_CACHE,
  API_CONTENT_TYPE,
  API_HEADERS,
  API_LINES_TYPE,
  BUILD_METADATA,
  IMMUTABLE,
  REVALIDATE,
} from '../../src/integrations/security/deploy-headers.ts';
import { policyHashes } from '../../src/integrations/security/deploy-headers-integration.ts';
import { REVIEW_PAGE_PATHS, SAMPLE_ROOT } from '../../src/integrations/security/security-headers.ts';
import { checkRetiredV1 } from './check-retired-v1.ts';
import { crossOriginClient } from './cross-origin-client.ts';
import { headerValue, parseRawResponse, type RawResponse, repeatedHeaders } from './raw-response.ts';

const siteDir = fileURLToPath(new URL('../../', import.meta.url));
const distDir = path.join(siteDir, 'dist');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const CADDY = process.env.CADDY_PATH ?? '/usr/bin/caddy';

if (!existsSync(path.join(distDir, 'index.html'))) {
  console.log('dist/ has no build: run `pnpm --filter @polyhedral/site build` first');
  process.exit(1);
}

/** Free loopback ports, `count` of them, all held open together until chosen (so never the same one twice). */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  });
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** A complete nginx.conf around the example server block, with every writable path in `prefix`. */
function nginxConf(prefix: string, port: number): string {
  const server = readFileSync(path.join(siteDir, 'deploy', 'nginx.conf'), 'utf8')
    .replace(/^ {2}listen 80;$/m, `  listen 127.0.0.1:${port};`)
    .replace(/^ {2}root \S+;$/m, `  root ${distDir};`)
    .replaceAll(`${SAMPLE_ROOT}/`, `${distDir}/`);
  if (!server.includes(`127.0.0.1:${port}`) || !server.includes(distDir)) {
    throw new Error('deploy/nginx.conf has no `listen 80;` or `root ...;` line to point at the test server');
  }
  const temp = (name: string) => `${name}_temp_path ${path.join(prefix, name)};`;
  return [
    'daemon off;',
    // As root, nginx's workers would run as `nobody`, which cannot read a checkout under a private
    // folder (a 0700 home or CI directory: every page a 404). The test server's workers run as the
    // user running the check; a deployment keeps its own `user` line.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
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

/**
 * The example Caddyfile on plain HTTP on 127.0.0.1 alone, no admin endpoint: its HTTPS blocks at
 * `port`, its plain-HTTP blocks (the redirect, other Host names) at `httpPort`.
 */
function caddyConf(port: number, httpPort: number): string {
  const site = readFileSync(path.join(siteDir, 'deploy', 'Caddyfile'), 'utf8')
    .replace(/^example\.org \{$/m, `http://127.0.0.1:${port} {`)
    .replace(/^:443 \{$/m, `http://:${port} {`)
    .replace(/^http:\/\/example\.org \{$/m, `http://127.0.0.1:${httpPort} {`)
    .replace(/^:80 \{$/m, `http://:${httpPort} {`)
    .replace(/^ {2}root \* \S+$/m, `  root * ${distDir}`)
    .replaceAll(`${SAMPLE_ROOT}/`, `${distDir}/`);
  const expected = [
    `127.0.0.1:${port} {`,
    `http://:${port} {`,
    `127.0.0.1:${httpPort} {`,
    `http://:${httpPort} {`,
  ];
  if (expected.some((line) => !site.includes(line)) || !site.includes(distDir)) {
    throw new Error(
      'deploy/Caddyfile has no `example.org {`, `:443 {`, `http://example.org {`, `:80 {` or `root * ...` line to point at the test server',
    );
  }
  return `{\n  admin off\n  auto_https off\n  default_bind 127.0.0.1\n}\n${site}`;
}

/**
 * Waits up to 30 s (a busy machine) for `child` to answer on `url`; null when it does, else why
 * not. A child that has exited did not bind its port: whatever answers there is not the server
 * under test.
 */
async function serverProblem(url: string, child: ChildProcess): Promise<string | null> {
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null || child.signalCode !== null)
      return `it exited (${child.exitCode ?? child.signalCode}) before answering on ${url}`;
    try {
      await fetch(url, { method: 'HEAD' });
      return child.exitCode === null && child.signalCode === null
        ? null
        : `it exited (${child.exitCode ?? child.signalCode}); another program answered on ${url}`;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return `it did not answer on ${url} in 30 s`;
}

const results: { name: string; problem: string | null }[] = [];
const check = (name: string, ok: boolean, detail: string) =>
  results.push({ name, problem: ok ? null : detail });

/** Inside `pnpm test`: failures only (see the header). */
const BRIEF = process.env.POLYHEDRAL_TEST_REPORTER === 'dot';
/** The characters of the transcript shown after a failure: its end, where the failing answers most often are. */
const TRANSCRIPT_TAIL = 40_000;

/** The responses as `curl -I` prints them, shown at once or, when brief, only after a failure. */
const transcript: string[] = [];

async function show(url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, { method: 'HEAD', redirect: 'manual', ...init });
  const lines = [`$ curl -I ${url}`, `HTTP/1.1 ${response.status} ${response.statusText}`];
  for (const [name, value] of response.headers) lines.push(`${name}: ${value}`);
  lines.push('');
  if (BRIEF) transcript.push(...lines);
  else console.log(lines.join('\n'));
  return response;
}

/**
 * A raw HTTP/1.1 request (fetch cannot send a malformed one, and joins a header sent twice into
 * one value): the status and every header value of the answer, read as soon as its head is in.
 * The request is written without closing our side, as curl does: a half-closed connection let
 * Caddy (Go) cancel the request before answering it, now and then on a busy machine, and nginx
 * waits out its lingering close for a body it was promised.
 */
function rawRequest(port: number, request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      const response = parseRawResponse(Buffer.concat(chunks).toString('latin1'));
      if (response.status === 0) {
        reject(new Error('the connection closed with no answer'));
        return;
      }
      const lines = [
        `$ printf ${JSON.stringify(request.slice(0, 80))} | nc 127.0.0.1 ${port}`,
        response.head,
        '',
      ];
      if (BRIEF) transcript.push(...lines);
      else console.log(lines.join('\n'));
      resolve(response);
    };
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer in 5 s')));
    socket.on('data', (chunk) => {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, 'latin1') : chunk);
      if (Buffer.concat(chunks).includes('\r\n\r\n')) finish();
    });
    socket.on('error', (error) => {
      if (!done) {
        done = true;
        reject(error);
      }
    });
    socket.on('close', finish);
    socket.write(request);
  });
}

/**
 * The answer to a raw request, asked once more on a new connection when the first gets none in
 * 5 s, is cut or closes empty. Each miss is printed with the request's name; none twice fails the
 * check `answered` and the other checks go on.
 */
async function answerOf(name: string, port: number, request: string): Promise<RawResponse | undefined> {
  for (const attempt of [1, 2, 3]) {
    try {
      return await rawRequest(port, request);
    } catch (error) {
      console.log(
        `${name}: ${error instanceof Error ? error.message : String(error)} (connection ${attempt} of 3)`,
      );
    }
  }
  return undefined;
}

/**
 * The answers the server makes itself, before or instead of the site: a malformed request, a bad
 * or foreign Host name, a method a static site has not, a body or address too long. Each must
 * still carry the security headers, and a foreign Host name must not get an empty 200.
 */
async function checkServerErrors(
  server: string,
  port: number,
  cases: ReadonlyArray<[string, string, number[]]>,
): Promise<void> {
  for (const [what, request, statuses] of cases) {
    const name = `${server}: ${what}`;
    const answer = await answerOf(name, port, request);
    if (answer === undefined) {
      check(`${name}: answered`, false, 'no answer in 5 s, on three connections');
      continue;
    }
    check(
      `${name}: status ${statuses.join(' or ')}`,
      statuses.includes(answer.status),
      `got ${answer.status}`,
    );
    checkSecurityHeaders(name, answer);
  }
}

/**
 * The build's policies, none with 'unsafe-inline': the site-wide one (the hashes of every page's
 * inline scripts), the review pages' own (theirs alone), and the one of an answer that is no built
 * page (Caddy's 421 to another host name: no inline script at all).
 */
const builtHashes = await policyHashes(distDir);
const SITE_POLICY = headerContentSecurityPolicy(builtHashes.site);
const REVIEW_POLICY = headerContentSecurityPolicy(builtHashes.review);
const NO_INLINE_POLICY = headerContentSecurityPolicy([]);

/** The policy headers every answer carries: CSP with frame-ancestors 'none', nosniff, the referrer policy, no framing. */
function checkPolicyHeaders(
  name: string,
  header: (name: string) => string,
  policies: readonly string[] = [SITE_POLICY],
): void {
  check(
    `${name}: Content-Security-Policy with frame-ancestors 'none'`,
    policies.includes(header('content-security-policy')),
    header('content-security-policy'),
  );
  const scriptSrc = header('content-security-policy').split('; ')[0] ?? '';
  check(`${name}: script-src without 'unsafe-inline'`, !scriptSrc.includes("'unsafe-inline'"), scriptSrc);
  check(
    `${name}: X-Content-Type-Options nosniff`,
    header('x-content-type-options') === 'nosniff',
    header('x-content-type-options'),
  );
  check(
    `${name}: Referrer-Policy`,
    header('referrer-policy') === 'strict-origin-when-cross-origin',
    header('referrer-policy'),
  );
  check(`${name}: X-Frame-Options DENY`, header('x-frame-options') === 'DENY', header('x-frame-options'));
}

/** The security headers, each sent once, and no server version, on a raw answer. */
function checkSecurityHeaders(name: string, answer: RawResponse): void {
  const header = (header: string) => headerValue(answer.headers, header);
  checkPolicyHeaders(name, header, [SITE_POLICY, NO_INLINE_POLICY]);
  check(
    `${name}: no server version`,
    !/\d/.test(answer.headers.get('server')?.join(' ') ?? ''),
    header('server'),
  );
  const repeated = repeatedHeaders(answer.headers);
  check(`${name}: no header sent twice`, repeated.length === 0, repeated.join(', '));
}

const get = (target: string, host: string) =>
  `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;
const head = (target: string, host: string) =>
  `HEAD ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`;

/** Addresses no file can have: each is answered 4xx with the headers, never 500 (a server error). */
const IMPOSSIBLE_ADDRESSES: ReadonlyArray<[string, string, number[]]> = [
  ['a NUL in the address (/%00)', get('/%00', '127.0.0.1'), [400, 404]],
  ['a NUL in a Thai address (/th/%00)', get('/th/%00', '127.0.0.1'), [400, 404]],
  ['a name over 255 bytes', get(`/th/${'a'.repeat(300)}`, '127.0.0.1'), [404, 414]],
  ['a 10,000-character address', get(`/${'a'.repeat(10_000)}`, '127.0.0.1'), [414]],
  [
    `an address over ${CADDY_MAX_PATH} bytes in short names`,
    get(`/${'abcdefghij/'.repeat(300)}`, '127.0.0.1'),
    [404, 414],
  ],
];

/** Every check against one running server. */
async function checkServer(server: string, base: string): Promise<void> {
  const asset = readdirSync(path.join(distDir, '_astro')).find((file) => file.endsWith('.css'));
  const font = existsSync(path.join(distDir, 'fonts'))
    ? readdirSync(path.join(distDir, 'fonts'))[0]
    : undefined;
  const targets: Array<[string, string, string, number]> = [
    ['an HTML page', '/th/rules/Dice/', REVALIDATE, 200],
    ['the Thai review page', '/th/review/', REVALIDATE, 200],
    ['the Chinese review page', '/zh/review/?section=Dice', REVALIDATE, 200],
    ['a review data file', '/zh-hant/review/index.json', REVALIDATE, 200],
    ['a hashed asset', `/_astro/${asset}`, IMMUTABLE, 200],
    ...(font
      ? ([['a font subset', `/fonts/${font}`, IMMUTABLE, 200]] as Array<[string, string, string, number]>)
      : []),
    ['the service worker', '/sw.js', REVALIDATE, 200],
    ['the data API catalog', '/api/v2/index.json', API_CACHE, 200],
    ['a data API rule document', '/api/v2/th/rules/D20Tests.json', API_CACHE, 200],
    ['an unknown Thai address (the Thai 404 page)', '/th/rules/NoSuchRule/', REVALIDATE, 404],
    ['an unknown address outside the languages', '/no-such-page', REVALIDATE, 404],
    ...BUILD_METADATA.map(
      (name) => [`build metadata /${name}`, `/${name}`, REVALIDATE, 404] as [string, string, string, number],
    ),
  ];
  for (const [what, url, cacheControl, status] of targets) {
    const response = await show(`${base}${url}`);
    const header = (name: string) => response.headers.get(name) ?? '(none)';
    const name = `${server}: ${what}`;
    check(`${name}: status ${status}`, response.status === status, `got ${response.status}`);
    checkPolicyHeaders(
      name,
      header,
      // A missing address under a review path gets the error answer's site-wide policy.
      REVIEW_PAGE_PATHS.some((reviewPath) => url.startsWith(reviewPath)) && status === 200
        ? [REVIEW_POLICY]
        : [SITE_POLICY],
    );
    check(
      `${name}: Cache-Control ${cacheControl}`,
      header('cache-control') === cacheControl,
      header('cache-control'),
    );
    check(`${name}: no server version`, !/\d/.test(response.headers.get('server') ?? ''), header('server'));
    // fetch joins a header sent twice into one value: the raw answer shows each line.
    const raw = await answerOf(name, Number(new URL(base).port), head(url, '127.0.0.1'));
    const repeated = raw === undefined ? ['no answer'] : repeatedHeaders(raw.headers);
    check(`${name}: no header sent twice`, repeated.length === 0, repeated.join(', '));
  }
  for (const name of BUILD_METADATA) {
    const text = await (await fetch(`${base}/${name}`)).text();
    check(
      `${server}: /${name} answers the 404 page, not the file`,
      text.includes('<html'),
      text.slice(0, 120),
    );
  }
  const notFound = await (await fetch(`${base}/th/rules/NoSuchRule/`)).text();
  check(
    `${server}: an unknown Thai address gets the Thai 404 page`,
    /<html[^>]*lang="th"/.test(notFound),
    notFound.slice(0, 200),
  );
  const redirect = await show(`${base}/th`);
  const location = redirect.headers.get('location') ?? '(none)';
  check(
    `${server}: a folder without its slash redirects (301/308)`,
    [301, 308].includes(redirect.status),
    `got ${redirect.status}`,
  );
  check(`${server}: the redirect names the path only (no host, no port)`, location === '/th/', location);
  check(
    `${server}: the redirect has the security headers`,
    redirect.headers.get('content-security-policy') === SITE_POLICY,
    redirect.headers.get('content-security-policy') ?? '(none)',
  );
  await checkApi(server, base);
  const manifest = await fetch(`${base}/th/manifest.webmanifest`, { method: 'HEAD' });
  check(
    `${server}: the web app manifest is application/manifest+json`,
    manifest.headers.get('content-type') === 'application/manifest+json',
    `${manifest.headers.get('content-type')}`,
  );
}

/**
 * The data API (`/api/`): JSON with its charset, gzip when asked for, open to any origin for reading (CORS: a GET from
 * another site's page reads it), on a document and a schema; a rule ID that does not exist is a 404.
 */
async function checkApi(server: string, base: string): Promise<void> {
  for (const url of ['/api/v2/zh/glossary.json', '/api/v2/schema/rule.json']) {
    const response = await show(`${base}${url}`, {
      method: 'GET',
      headers: { Origin: 'https://bot.example', 'Accept-Encoding': 'gzip' },
    });
    const header = (name: string) => response.headers.get(name) ?? '(none)';
    const name = `${server}: ${url}`;
    check(`${name}: status 200`, response.status === 200, `got ${response.status}`);
    check(
      `${name}: Content-Type ${API_CONTENT_TYPE}`,
      header('content-type') === API_CONTENT_TYPE,
      header('content-type'),
    );
    for (const [cors, value] of API_HEADERS) {
      check(`${name}: ${cors} ${value}`, header(cors.toLowerCase()) === value, header(cors.toLowerCase()));
    }
    check(
      `${name}: Cache-Control ${API_CACHE}`,
      header('cache-control') === API_CACHE,
      header('cache-control'),
    );
    check(
      `${name}: gzip for a client that accepts it`,
      header('content-encoding') === 'gzip',
      header('content-encoding'),
    );
    checkPolicyHeaders(name, header);
    const body = await response.text();
    check(
      `${name}: the body is JSON`,
      (() => {
        try {
          JSON.parse(body);
          return true;
        } catch {
          return false;
        }
      })(),
      body.slice(0, 80),
    );
  }
  await checkApiEdges(server, base);
}

/**
 * The data API's edges: a missing document is a JSON 404 with the CORS headers, a preflight is
 * answered 204, the JSON Lines files have their type; then a client on another site in a real
 * browser reads a document (200 and its ETag), revalidates it (304) and reads a missing one (404).
 */
async function checkApiEdges(server: string, base: string): Promise<void> {
  const missing = await show(`${base}/api/v2/th/rules/NoSuchRule.json`, {
    method: 'GET',
    headers: { Origin: 'https://bot.example' },
  });
  const body = await missing.text();
  check(`${server}: an unknown rule document: status 404`, missing.status === 404, `got ${missing.status}`);
  check(
    `${server}: an unknown rule document: JSON (${API_CONTENT_TYPE}) naming the error`,
    missing.headers.get('content-type') === API_CONTENT_TYPE && body.includes('"code":"not-found"'),
    `${missing.headers.get('content-type')}: ${body.slice(0, 60)}`,
  );
  check(
    `${server}: an unknown rule document: CORS`,
    missing.headers.get('access-control-allow-origin') === '*',
    missing.headers.get('access-control-allow-origin') ?? '(none)',
  );
  const preflight = await show(`${base}/api/v2/th/rules/D20Tests.json`, {
    method: 'OPTIONS',
    headers: {
      Origin: 'https://bot.example',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'if-none-match',
    },
  });
  check(
    `${server}: a preflight under /api/: status 204`,
    preflight.status === 204,
    `got ${preflight.status}`,
  );
  check(
    `${server}: a preflight under /api/: allows If-None-Match (named, or every header: *)`,
    ['*', 'If-None-Match'].some((allowed) =>
      (preflight.headers.get('access-control-allow-headers') ?? '').split(/,\s*/).includes(allowed),
    ),
    preflight.headers.get('access-control-allow-headers') ?? '(none)',
  );
  const lines = await show(`${base}/api/v2/zh/all.jsonl`, { method: 'HEAD' });
  check(
    `${server}: a JSON Lines file: ${API_LINES_TYPE}`,
    lines.headers.get('content-type') === API_LINES_TYPE,
    lines.headers.get('content-type') ?? '(none)',
  );
  await checkRetiredV1(server, base, show, check);
  const client = await crossOriginClient(base);
  const name = `${server}: a client on another site (chromium)`;
  check(`${name}: no fetch failed`, client.error === null, client.error ?? '');
  check(
    `${name}: reads a document (200) and its ETag`,
    client.ok.status === 200 && client.ok.etag !== null && client.ok.kind === 'rule',
    JSON.stringify(client.ok),
  );
  check(
    `${name}: revalidates it with If-None-Match (304)`,
    client.revalidated.status === 304,
    JSON.stringify(client.revalidated),
  );
  check(
    `${name}: reads a missing document's JSON (404)`,
    client.missing.status === 404 && client.missing.code === 'not-found',
    JSON.stringify(client.missing),
  );
  console.log(`${name}: ${JSON.stringify(client)}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function withNginx(): Promise<void> {
  if (spawnSync(NGINX, ['-v']).status !== 0) {
    check(
      'nginx is installed',
      false,
      `not found at ${NGINX}: apt-get install -y nginx-light (or set NGINX_PATH)`,
    );
    return;
  }
  const prefix = mkdtempSync(path.join(tmpdir(), 'polyhedral-nginx-'));
  const [port = 0] = await freePorts(1);
  const confFile = path.join(prefix, 'nginx.conf');
  writeFileSync(confFile, nginxConf(prefix, port));
  const args = ['-p', prefix, '-e', path.join(prefix, 'error.log'), '-c', confFile];
  const test = spawnSync(NGINX, ['-t', ...args], { encoding: 'utf8' });
  check('deploy/nginx.conf is accepted by nginx -t', test.status === 0, test.stderr);
  if (test.status !== 0) return;
  const nginx = spawn(NGINX, args, { stdio: 'ignore' });
  try {
    const problem = await serverProblem(`http://127.0.0.1:${port}/`, nginx);
    check('nginx starts and answers', problem === null, problem ?? '');
    if (problem !== null) return;
    await checkServer('nginx', `http://127.0.0.1:${port}`);
    await checkServerErrors('nginx', port, [
      ['a malformed request line', 'NOT HTTP\r\n\r\n', [400]],
      ['a bad Host name', get('/', 'bad/host'), [400]],
      [
        'a POST (405)',
        `POST /th/rules/Dice/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
        [405],
      ],
      [
        'a body too large (413)',
        `POST / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000000\r\nConnection: close\r\n\r\n`,
        [413],
      ],
      ...IMPOSSIBLE_ADDRESSES,
    ]);
  } finally {
    await stop(nginx);
    rmSync(prefix, { recursive: true, force: true });
  }
}

async function withCaddy(): Promise<void> {
  if (spawnSync(CADDY, ['version']).status !== 0) {
    check('caddy is installed', false, `not found at ${CADDY}: apt-get install -y caddy (or set CADDY_PATH)`);
    return;
  }
  const prefix = mkdtempSync(path.join(tmpdir(), 'polyhedral-caddy-'));
  const [port = 0, httpPort = 0] = await freePorts(2);
  const confFile = path.join(prefix, 'Caddyfile');
  writeFileSync(confFile, caddyConf(port, httpPort));
  const env = { ...process.env, HOME: prefix, XDG_DATA_HOME: prefix, XDG_CONFIG_HOME: prefix };
  const valid = spawnSync(CADDY, ['validate', '--config', confFile, '--adapter', 'caddyfile'], {
    encoding: 'utf8',
    env,
  });
  check('deploy/Caddyfile is accepted by caddy validate', valid.status === 0, valid.stderr.slice(-400));
  if (valid.status !== 0) return;
  const caddy = spawn(CADDY, ['run', '--config', confFile, '--adapter', 'caddyfile'], {
    stdio: 'ignore',
    env,
  });
  try {
    const problem = await serverProblem(`http://127.0.0.1:${port}/`, caddy);
    check('caddy starts and answers', problem === null, problem ?? '');
    if (problem !== null) return;
    await checkServer('caddy', `http://127.0.0.1:${port}`);
    await checkServerErrors('caddy', port, [
      ['another Host name (refused, not an empty 200)', get('/th/rules/Dice/', 'other.example'), [421]],
      [
        'a POST (405)',
        `POST /th/rules/Dice/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
        [405],
      ],
      ...IMPOSSIBLE_ADDRESSES,
    ]);
    await checkServerErrors('caddy over plain HTTP', httpPort, [
      ['another Host name (421, not the redirect)', get('/th/rules/Dice/', 'other.example'), [421]],
      ['the redirect to HTTPS (308)', get('/th/rules/Dice/', '127.0.0.1'), [308]],
    ]);
    const redirect = await answerOf('caddy: the redirect to HTTPS', httpPort, get('/th/', '127.0.0.1'));
    check(
      'caddy over plain HTTP: the redirect goes to the same address over HTTPS',
      redirect?.headers.get('location')?.[0] === 'https://127.0.0.1/th/',
      headerValue(redirect?.headers ?? new Map(), 'location'),
    );
  } finally {
    await stop(caddy);
    rmSync(prefix, { recursive: true, force: true });
  }
}

// An error inside one server's checks is one failed check, never a run without its result line.
for (const [server, run] of [
  ['nginx', withNginx],
  ['caddy', withCaddy],
] as const) {
  try {
    await run();
  } catch (error) {
    check(
      `${server}: the checks ran to the end`,
      false,
      error instanceof Error ? error.message : String(error),
    );
  }
}

const failed = results.filter((result) => result.problem !== null).length;
if (BRIEF && failed > 0) {
  // The answers, then the failures (the transcript can pass 170 kB: its end is kept).
  const shown = transcript.join('\n');
  console.log(shown.length > TRANSCRIPT_TAIL ? `[…]${shown.slice(-TRANSCRIPT_TAIL)}` : shown);
}
for (const { name, problem } of results) {
  if (problem !== null) console.log(`FAIL ${name}: ${problem}`);
  else if (!BRIEF) console.log(`PASS ${name}`);
}
console.log(`${results.length - failed} passed, ${failed} failed`);
// Not a failure (the tests build without an address), but never quiet: this dist is not for deploying.
if (builtWithoutSiteUrl(readFileSync(path.join(distDir, 'robots.txt'), 'utf8')))
  console.log(NO_SITE_URL_WARNING);
// Not process.exit(): into a pipe, stdout is written in the background and exit() cut it at 64 kB
// (the failures and the result line of a failed run were lost that way in CI).
process.exitCode = failed > 0 ? 1 : 0;
