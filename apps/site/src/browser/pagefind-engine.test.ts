import { describe, expect, it } from 'vitest';
import { type EngineStart, type PagefindEngine, startPagefindEngine } from './pagefind-engine.ts';

/** An engine whose starts fail `failedStarts` times; what happened is written to `log`. */
function engine(failedStarts: number, log: string[]): PagefindEngine {
  let failures = failedStarts;
  return {
    filters: async () => {
      log.push('start');
      if (failures-- > 0) throw new TypeError('Failed to fetch');
      return {};
    },
    destroy: async () => {
      log.push('destroy');
    },
  };
}

/** The attempts with imports that fail `failedImports` times, then give `module`. */
function attempts(module: PagefindEngine, failedImports: number, log: string[]): EngineStart {
  let failures = failedImports;
  return {
    attempts: 3,
    waitMs: 1000,
    importEngine: async (url) => {
      log.push(`import ${url}`);
      if (failures-- > 0) throw new TypeError('Failed to fetch dynamically imported module');
      return module;
    },
    sleep: async (ms) => {
      log.push(`wait ${ms}`);
    },
  };
}

describe('startPagefindEngine: the search engine started before its UI, with attempts again', () => {
  it('starts it at once when nothing fails', async () => {
    const log: string[] = [];
    expect(await startPagefindEngine('/pagefind/', attempts(engine(0, log), 0, log))).toBe(true);
    expect(log).toEqual(['import /pagefind/pagefind.js', 'start']);
  });

  it('forgets a failed start and starts it again after a wait (its files fetched again)', async () => {
    const log: string[] = [];
    expect(await startPagefindEngine('/pagefind/', attempts(engine(1, log), 0, log))).toBe(true);
    expect(log).toEqual([
      'import /pagefind/pagefind.js',
      'start',
      'destroy',
      'wait 1000',
      'import /pagefind/pagefind.js',
      'start',
    ]);
  });

  it('imports the module again after a failed import, waiting longer each time', async () => {
    const log: string[] = [];
    expect(await startPagefindEngine('/pagefind/', attempts(engine(0, log), 2, log))).toBe(true);
    expect(log.filter((line) => line.startsWith('wait'))).toEqual(['wait 1000', 'wait 2000']);
    expect(log.at(-1)).toBe('start');
  });

  it('answers false after three failed attempts, and tries no fourth', async () => {
    const log: string[] = [];
    expect(await startPagefindEngine('/pagefind/', attempts(engine(5, log), 0, log))).toBe(false);
    expect(log.filter((line) => line === 'start')).toHaveLength(3);
    expect(log.filter((line) => line === 'destroy')).toHaveLength(3);
  });
});
