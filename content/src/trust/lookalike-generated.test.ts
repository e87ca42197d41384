/**
 * Look-alike names by class (issue 98 item 4): every name the project registers (content's
 * reviewers.yaml and the names its tests register) × every class of look-alike spelling
 * (test/support/lookalike-spellings.ts) is refused by the one name check, and no registered
 * name is refused beside the others. The figure per class is printed.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOOKALIKE_CLASSES, lookalikeSpellings } from '../../test/support/lookalike-spellings.ts';
import { creditedNameProblem } from './name-skeleton.ts';
import { parseReviewerEntries } from './reviewers.ts';

const registryFile = new URL('../../reviewers.yaml', import.meta.url);
const parsed = parseReviewerEntries(readFileSync(registryFile, 'utf8'));
/** The names the project's tests register, and a Thai name with a tone mark over SARA AM. */
const TEST_NAMES = [
  'Somchai Jaidee',
  'สมชาย ใจดี',
  '李雷',
  '陳美玲',
  'Lin Mei',
  '林美',
  'นภา ผู้ตรวจ',
  'Somsri Meesuk',
  'Pim Maintainer',
  'น้ำฝน ทองคำ',
];
const REGISTRY = [
  ...new Set([...(parsed.ok ? parsed.entries.map((entry) => entry.name) : []), ...TEST_NAMES]),
];

describe('look-alikes of every registered name, class by class', () => {
  const spellings = lookalikeSpellings(REGISTRY);
  const rows = Object.keys(LOOKALIKE_CLASSES).map((kind) => {
    const ofKind = spellings.filter((entry) => entry.kind === kind);
    const missed = ofKind.filter((entry) => creditedNameProblem(entry.spelling, REGISTRY) === null);
    return { kind, generated: ofKind.length, caught: ofKind.length - missed.length, missed };
  });

  it('prints the figure and catches every one', () => {
    const total = rows.reduce((sum, row) => sum + row.generated, 0);
    const caught = rows.reduce((sum, row) => sum + row.caught, 0);
    console.info(
      [
        `look-alikes of ${REGISTRY.length} registered names: ${caught} of ${total} caught`,
        ...rows.map((row) => `  ${row.kind}: ${row.caught} of ${row.generated}`),
      ].join('\n'),
    );
    expect(total).toBeGreaterThan(300);
    expect(rows.every((row) => row.generated > 0)).toBe(true);
    expect(
      rows.flatMap((row) => row.missed.map((entry) => `${row.kind}: ${JSON.stringify(entry.spelling)}`)),
    ).toEqual([]);
  });

  it('refuses none of the registered names beside the others', () => {
    expect(REGISTRY.filter((name) => creditedNameProblem(name, REGISTRY) !== null)).toEqual([]);
  });
});
