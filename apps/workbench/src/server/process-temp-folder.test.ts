import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { processTempFolder } from './process-temp-folder.ts';

const PREFIX = `polyhedral-folder-test${process.pid}`;
const made: string[] = [];
afterAll(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
});

describe('processTempFolder', () => {
  it("is private, named with this process, and removes a gone process's folder, not a live one's", () => {
    const gonePid = spawnSync('true').pid;
    const gone = path.join(tmpdir(), `${PREFIX}-${gonePid}-abc123`);
    const live = path.join(tmpdir(), `${PREFIX}-${process.ppid}-abc123`);
    mkdirSync(gone);
    mkdirSync(live);
    made.push(gone, live);
    const folder = processTempFolder(PREFIX);
    made.push(folder);
    expect(path.basename(folder).startsWith(`${PREFIX}-${process.pid}-`)).toBe(true);
    expect(statSync(folder).mode & 0o077).toBe(0);
    expect(existsSync(gone), 'the gone process’s folder').toBe(false);
    expect(existsSync(live), 'a live process’s folder').toBe(true);
  });
});
