/**
 * The check pool's workers start from one bundled module (check-worker-bundle.ts), not through
 * tsx: the bundle is a file of plain JavaScript, in a folder only this user may open, that a worker thread loads with no loader
 * registered, and it checks a section as check-worker.ts does (a finding placed in the text, the
 * preview rendered).
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { CheckResponse } from '../shared/api-types.ts';
import type { CheckJob } from './check-job.ts';
import { checkWorkerBundle } from './check-worker-bundle.ts';

const JOB: CheckJob & { ticket: number } = {
  ticket: 1,
  locale: 'th',
  ui: 'en',
  id: 'Dice',
  markdown: '## ลูกเต๋า {#Dice}\n\nทอย 1d20 <b>ตัวหนา</b>',
  english: { markdown: '## Dice {#Dice}\n\nRoll 1d20.', depth: 2, intro: false },
  starting: null,
  exceptions: {},
  knownRuleIds: ['Dice'],
  gate: null,
};

describe('the check worker bundle', () => {
  it('is one module of plain JavaScript, built once per process', async () => {
    const url = await checkWorkerBundle();
    expect(url.protocol).toBe('file:');
    expect(url.pathname.endsWith('.mjs')).toBe(true);
    expect(statSync(path.dirname(fileURLToPath(url))).mode & 0o077, 'a private folder').toBe(0);
    expect(await checkWorkerBundle()).toBe(url);
  });

  it('starts a worker thread without tsx that checks a section', async () => {
    const worker = new Worker(await checkWorkerBundle());
    try {
      const messages: {
        ready?: true;
        ticket?: number;
        ok?: boolean;
        result?: CheckResponse;
        error?: string;
      }[] = [];
      const answer = new Promise<(typeof messages)[number]>((resolve, reject) => {
        worker.on('error', reject);
        worker.on('message', (message: (typeof messages)[number]) => {
          messages.push(message);
          if (message.ready) worker.postMessage(JOB);
          else resolve(message);
        });
      });
      const result = await answer;
      expect(messages[0]).toEqual({ ready: true });
      expect(result.error).toBeUndefined();
      expect(result).toMatchObject({ ticket: 1, ok: true });
      expect(result.result!.html).toContain('id="Dice"');
      expect(result.result!.findings.map((finding) => finding.ruleId)).toContain('html-raw');
    } finally {
      await worker.terminate();
    }
  });
});
