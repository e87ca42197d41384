/**
 * A configuration file is parsed once per process for the same bytes (readConfigFile's parsedOnce),
 * and that reuse is invisible: each reader gets its own copy, a changed file is read afresh, and
 * a problem is still reported at every read.
 */
import { copyFileSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { copyFixture } from '../../test/support/test-support.ts';
import { formatDiagnostic } from '../findings/diagnostic.ts';
import { DEFAULT_CONTENT_ROOT } from '../loader/content-root.ts';
import { readSources, SOURCES_FILE } from '../sources/load-sources.ts';

describe('a configuration file read again', () => {
  it('gives each reader its own equal copy, and a changed file afresh', () => {
    const root = copyFixture('valid');
    const file = path.join(root, SOURCES_FILE);
    copyFileSync(path.join(DEFAULT_CONTENT_ROOT, SOURCES_FILE), file);
    const first = readSources(root);
    const second = readSources(root);
    expect(second).toEqual(first);
    expect(second.value).not.toBe(first.value);
    const keys = Object.keys(first.value ?? {});
    expect(keys.length).toBeGreaterThan(0);
    // A reader that changes its copy changes no later reader's.
    delete (first.value as Record<string, unknown>)[keys[0]!];
    expect(Object.keys(readSources(root).value ?? {})).toEqual(keys);
    writeFileSync(file, `${readFileSync(file, 'utf8')}\n: [unclosed\n`);
    const broken = readSources(root);
    expect(broken.value).toBeNull();
    expect(broken.diagnostics.map((d) => formatDiagnostic(d)).join('\n')).toContain('sources.yaml');
    expect(readSources(root).diagnostics).toEqual(broken.diagnostics);
    rmSync(root, { recursive: true, force: true });
  });
});
