/**
 * `pnpm --filter @polyhedral/content memory-timing`: how long the translation memory takes to
 * build per locale and to suggest for one paragraph (median and slowest of 50 paragraphs), on this
 * machine, with its load. A report, not a test: it prints figures and exits 0.
 */
import { loadavg } from 'node:os';
import { loadContent } from '../loader/load-content.ts';
import { TRANSLATED_LOCALES } from '../model/types.ts';
import { buildTranslationMemory } from './translation-memory.ts';

const model = loadContent();
for (const locale of TRANSLATED_LOCALES) {
  const built = performance.now();
  const memory = buildTranslationMemory(model, locale);
  const buildMs = performance.now() - built;
  const step = Math.max(1, Math.floor(memory.entries.length / 50));
  const sample = memory.entries.filter((_, index) => index % step === 0).slice(0, 50);
  const times = sample.map((entry) => {
    const start = performance.now();
    memory.suggest(entry.english, { except: entry.id });
    return performance.now() - start;
  });
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(
    `${locale}: ${memory.entries.length} paragraph pairs, built in ${buildMs.toFixed(1)} ms; suggest: median ${median.toFixed(3)} ms, slowest ${(times.at(-1) ?? 0).toFixed(3)} ms of ${times.length} (load ${loadavg()[0]!.toFixed(2)})`,
  );
}
