import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cachedSubset, subsetKey } from './subset-cache.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('font subset cache', () => {
  const source = new Uint8Array([1, 2, 3]);

  it('keys by the source bytes and the set of code points, in any order', () => {
    expect(subsetKey(source, [0x0e01, 0x0e02])).toBe(subsetKey(source, [0x0e02, 0x0e01]));
    expect(subsetKey(source, [0x0e01])).not.toBe(subsetKey(source, [0x0e01, 0x0e02]));
    expect(subsetKey(new Uint8Array([1, 2, 4]), [0x0e01])).not.toBe(subsetKey(source, [0x0e01]));
  });

  it('makes a subset once, then reads it back; a different key makes it again', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'font-cache-'));
    dirs.push(dir);
    let made = 0;
    const make = async () => {
      made += 1;
      return Buffer.from(`subset ${made}`);
    };
    const first = await cachedSubset('a', make, dir);
    const again = await cachedSubset('a', make, dir);
    const other = await cachedSubset('b', make, dir);
    expect([first.toString(), again.toString(), other.toString()]).toEqual([
      'subset 1',
      'subset 1',
      'subset 2',
    ]);
    expect(made).toBe(2);
    expect(readdirSync(dir).sort()).toEqual(['a.woff2', 'b.woff2']);
  });

  it('still gives the subset when the cache cannot be written', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'font-cache-'));
    dirs.push(dir);
    const notAFolder = path.join(dir, 'file');
    writeFileSync(notAFolder, '');
    const data = await cachedSubset('c', async () => Buffer.from('x'), path.join(notAFolder, 'cache'));
    expect(data.toString()).toBe('x');
  });
});
