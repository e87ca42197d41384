/**
 * A Thai word list for the line-break check (unlisted-breaks.ts): wordcut's dictionaries (some
 * 24,000 words, LGPL-3.0, a dev dependency only the checks read). Node only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ThaiWordList } from './unlisted-breaks.ts';

let words: Set<string> | undefined;

/** Every word of wordcut's Thai dictionaries, read once. */
export function thaiWordList(): ThaiWordList {
  if (words === undefined) {
    const data = path.join(
      path.dirname(createRequire(import.meta.url).resolve('wordcut/package.json')),
      'data',
    );
    words = new Set();
    for (const file of readdirSync(data).filter((name) => /^tdict-.*\.txt$/.test(name)))
      for (const line of readFileSync(path.join(data, file), 'utf8').split('\n')) {
        const word = line.trim();
        if (word !== '') words.add(word);
      }
  }
  return words;
}
