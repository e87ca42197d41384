/**
 * `pnpm --filter @polyhedral/site calculator-islands`: rewrites src/components/CalculatorIsland.astro
 * from the core's calculator registry (the dev server and the build do it too).
 */
import { fileURLToPath } from 'node:url';
import { ISLANDS_FILE, writeCalculatorIslands } from '../src/calculators/calculator-islands.ts';

const wrote = writeCalculatorIslands(fileURLToPath(new URL('../', import.meta.url)));
console.log(wrote ? `wrote ${ISLANDS_FILE}` : `${ISLANDS_FILE} is current`);
