import type { CliCommand } from '../command.ts';
import { d20Command } from './d20.ts';
import { damageCommand } from './damage.ts';
import { deathSavesCommand } from './death-saves.ts';
import { diceCommand } from './dice.ts';
import { saveHalfCommand } from './save-half.ts';
import { tableCommand } from './table.ts';
import { tablesCommand } from './tables.ts';

/**
 * Every command of the `polyhedral` CLI, in help order. A new command is one file in this
 * folder exporting a `CliCommand`, listed here: parsing, option checks and help follow from it.
 */
export const COMMANDS: readonly CliCommand[] = [
  diceCommand,
  d20Command,
  damageCommand,
  deathSavesCommand,
  saveHalfCommand,
  tableCommand,
  tablesCommand,
];
