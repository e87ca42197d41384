/**
 * A temporary folder of this process's own (mkdtemp: only this user may open it), named with the
 * process ID and removed when the process exits. A process that ends without its `exit` event (a
 * killed test worker, Ctrl+C) leaves its folder: the next folder made with the same prefix removes
 * every one whose process is gone.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processAlive } from '@polyhedral/content';

/** A new folder `<tmpdir>/<prefix>-<pid>-XXXXXX`, removed with the process (or by a later call). */
export function processTempFolder(prefix: string): string {
  const pattern = new RegExp(`^${prefix}-(\\d+)-[^-]+$`);
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(pattern.exec(name)?.[1]);
    if (pid && pid !== process.pid && !processAlive(pid))
      rmSync(path.join(tmpdir(), name), { recursive: true, force: true });
  }
  const folder = mkdtempSync(path.join(tmpdir(), `${prefix}-${process.pid}-`));
  process.once('exit', () => rmSync(folder, { recursive: true, force: true }));
  return folder;
}
