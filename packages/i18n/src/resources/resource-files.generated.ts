/**
 * Generated from the files of this folder by `pnpm --filter @polyhedral/i18n resources`: do not edit.
 * A test fails when a file is added, renamed or removed without regenerating.
 */
import enCalc from './en/calc.json' with { type: 'json' };
import enCharacter from './en/character.json' with { type: 'json' };
import enCli from './en/cli.json' with { type: 'json' };
import enConditions from './en/conditions.json' with { type: 'json' };
import enContent from './en/content.json' with { type: 'json' };
import enDamage from './en/damage.json' with { type: 'json' };
import enDice from './en/dice.json' with { type: 'json' };
import enDifference from './en/difference.json' with { type: 'json' };
import enErrors from './en/errors.json' with { type: 'json' };
import enHandback from './en/handback.json' with { type: 'json' };
import enHeal from './en/heal.json' with { type: 'json' };
import enOffline from './en/offline.json' with { type: 'json' };
import enPlaytestPage from './en/playtest-page.json' with { type: 'json' };
import enQuick from './en/quick.json' with { type: 'json' };
import enRules from './en/rules.json' with { type: 'json' };
import enTable from './en/table.json' with { type: 'json' };
import enTemp from './en/temp.json' with { type: 'json' };
import enTracker from './en/tracker.json' with { type: 'json' };
import enUi from './en/ui.json' with { type: 'json' };
import enWorkbench from './en/workbench.json' with { type: 'json' };
import thCalc from './th/calc.json' with { type: 'json' };
import thCharacter from './th/character.json' with { type: 'json' };
import thCli from './th/cli.json' with { type: 'json' };
import thConditions from './th/conditions.json' with { type: 'json' };
import thContent from './th/content.json' with { type: 'json' };
import thDamage from './th/damage.json' with { type: 'json' };
import thDice from './th/dice.json' with { type: 'json' };
import thDifference from './th/difference.json' with { type: 'json' };
import thErrors from './th/errors.json' with { type: 'json' };
import thHandback from './th/handback.json' with { type: 'json' };
import thHeal from './th/heal.json' with { type: 'json' };
import thOffline from './th/offline.json' with { type: 'json' };
import thPlaytestPage from './th/playtest-page.json' with { type: 'json' };
import thQuick from './th/quick.json' with { type: 'json' };
import thRules from './th/rules.json' with { type: 'json' };
import thTable from './th/table.json' with { type: 'json' };
import thTemp from './th/temp.json' with { type: 'json' };
import thTracker from './th/tracker.json' with { type: 'json' };
import thUi from './th/ui.json' with { type: 'json' };
import thWorkbench from './th/workbench.json' with { type: 'json' };
import zhCalc from './zh/calc.json' with { type: 'json' };
import zhCharacter from './zh/character.json' with { type: 'json' };
import zhCli from './zh/cli.json' with { type: 'json' };
import zhConditions from './zh/conditions.json' with { type: 'json' };
import zhContent from './zh/content.json' with { type: 'json' };
import zhDamage from './zh/damage.json' with { type: 'json' };
import zhDice from './zh/dice.json' with { type: 'json' };
import zhDifference from './zh/difference.json' with { type: 'json' };
import zhErrors from './zh/errors.json' with { type: 'json' };
import zhHandback from './zh/handback.json' with { type: 'json' };
import zhHeal from './zh/heal.json' with { type: 'json' };
import zhOffline from './zh/offline.json' with { type: 'json' };
import zhPlaytestPage from './zh/playtest-page.json' with { type: 'json' };
import zhQuick from './zh/quick.json' with { type: 'json' };
import zhRules from './zh/rules.json' with { type: 'json' };
import zhTable from './zh/table.json' with { type: 'json' };
import zhTemp from './zh/temp.json' with { type: 'json' };
import zhTracker from './zh/tracker.json' with { type: 'json' };
import zhUi from './zh/ui.json' with { type: 'json' };
import zhWorkbench from './zh/workbench.json' with { type: 'json' };

export const NAMESPACES = [
  'calc',
  'character',
  'cli',
  'conditions',
  'content',
  'damage',
  'dice',
  'difference',
  'errors',
  'handback',
  'heal',
  'offline',
  'playtest-page',
  'quick',
  'rules',
  'table',
  'temp',
  'tracker',
  'ui',
  'workbench',
] as const;

/** locale -> namespace -> the file, as imported. */
export const RESOURCE_FILES = {
  en: {
    calc: enCalc,
    character: enCharacter,
    cli: enCli,
    conditions: enConditions,
    content: enContent,
    damage: enDamage,
    dice: enDice,
    difference: enDifference,
    errors: enErrors,
    handback: enHandback,
    heal: enHeal,
    offline: enOffline,
    'playtest-page': enPlaytestPage,
    quick: enQuick,
    rules: enRules,
    table: enTable,
    temp: enTemp,
    tracker: enTracker,
    ui: enUi,
    workbench: enWorkbench,
  },
  th: {
    calc: thCalc,
    character: thCharacter,
    cli: thCli,
    conditions: thConditions,
    content: thContent,
    damage: thDamage,
    dice: thDice,
    difference: thDifference,
    errors: thErrors,
    handback: thHandback,
    heal: thHeal,
    offline: thOffline,
    'playtest-page': thPlaytestPage,
    quick: thQuick,
    rules: thRules,
    table: thTable,
    temp: thTemp,
    tracker: thTracker,
    ui: thUi,
    workbench: thWorkbench,
  },
  zh: {
    calc: zhCalc,
    character: zhCharacter,
    cli: zhCli,
    conditions: zhConditions,
    content: zhContent,
    damage: zhDamage,
    dice: zhDice,
    difference: zhDifference,
    errors: zhErrors,
    handback: zhHandback,
    heal: zhHeal,
    offline: zhOffline,
    'playtest-page': zhPlaytestPage,
    quick: zhQuick,
    rules: zhRules,
    table: zhTable,
    temp: zhTemp,
    tracker: zhTracker,
    ui: zhUi,
    workbench: zhWorkbench,
  },
};
