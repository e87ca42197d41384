import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { writeCalculatorIslands } from '../calculators/calculator-islands.ts';
import { integration } from './integration.ts';

/**
 * Before `astro dev` and `astro build` compile anything, CalculatorIsland.astro is rewritten from
 * the core's calculator registry if a kind was added or removed (calculators/calculator-islands.ts).
 */
export function calculatorIslands(): AstroIntegration {
  return integration('polyhedral:calculator-islands', {
    'astro:config:setup': ({ config, logger }) => {
      if (writeCalculatorIslands(fileURLToPath(config.root))) {
        logger.info('wrote src/components/CalculatorIsland.astro from the calculator registry');
      }
    },
  });
}
