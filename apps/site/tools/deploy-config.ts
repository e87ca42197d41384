/**
 * `pnpm --filter @polyhedral/site deploy-config`: writes the nginx and Caddy examples in deploy/
 * from src/integrations/security/deploy-headers.ts (the build writes dist/_headers itself). `--check` only compares and
 * exits 1 when a file is out of date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEPLOY_EXAMPLES } from '../src/integrations/security/caddy-config.ts';

const deployDir = new URL('../deploy/', import.meta.url);
const check = process.argv.includes('--check');
let stale = 0;
for (const [name, render] of DEPLOY_EXAMPLES) {
  const file = fileURLToPath(new URL(name, deployDir));
  const text = render();
  if (check) {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {}
    if (current !== text) {
      stale++;
      console.log(`deploy/${name} is out of date: run pnpm --filter @polyhedral/site deploy-config`);
    }
  } else {
    writeFileSync(file, text);
    console.log(`wrote deploy/${name}`);
  }
}
process.exit(stale > 0 ? 1 : 0);
