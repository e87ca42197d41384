import { formatMessage, formatTableCell, messagesFor } from '@polyhedral/i18n';
import { describe, expect, it } from 'vitest';
import { getCoreTable } from '../tables/core-tables.ts';
import { captureRun } from './capture-run.ts';

describe('table <ID>: one cell renderer with the site (i18n formatTableCell)', () => {
  it.each(['en', 'th', 'zh'] as const)(
    '%s: CharacterAdvancement and Level1HitPointsbyClass as the site writes them',
    (locale) => {
      // Seed 002: level 20 at 355,000 XP; Fighter, Paladin, or Ranger start with 10 + Con. modifier.
      const advancement = captureRun('table', 'CharacterAdvancement', '--locale', locale).stdout;
      expect(advancement).toMatch(/^20 +355,000 +\+6 *$/m);
      const hitPoints = captureRun('table', 'Level1HitPointsbyClass', '--locale', locale).stdout;
      const labels = messagesFor(locale, 'table');
      const t = (key: string, params?: Record<string, string | number>) =>
        formatMessage(labels, key, params, locale);
      const table = getCoreTable('Level1HitPointsbyClass');
      for (const row of table.rows) {
        for (const column of table.columns)
          expect(hitPoints).toContain(formatTableCell(locale, column, row[column.key] ?? null, t));
      }
      expect(hitPoints).toContain(
        { en: 'Fighter, Paladin, or Ranger', th: 'ไฟเตอร์, พาลาดิน หรือ เรนเจอร์', zh: '战士、圣武士或游侠' }[
          locale
        ],
      );
    },
  );
});
