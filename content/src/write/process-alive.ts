/**
 * Whether a process of this host is running: signal 0 checks without sending anything; EPERM means
 * it runs under another user. The content lock and the atomic writer's left-over cleanup both ask.
 */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
