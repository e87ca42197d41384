import { distributionOf, parseDice } from '../src/index.ts';

const exprs = process.argv.slice(2);
for (const e of exprs) {
  const node = parseDice(e);
  distributionOf(node);
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  distributionOf(node);
  const c = process.cpuUsage(c0);
  console.log(e, 'wall', (performance.now() - t0).toFixed(1), 'cpu', ((c.user + c.system) / 1000).toFixed(1));
}
