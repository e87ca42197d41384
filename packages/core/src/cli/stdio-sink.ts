import type { TextSink } from './run.ts';

/**
 * A CLI output stream (1: stdout, 2: stderr) written with one synchronous `write(2)` per text,
 * without Node's `process.stdout` / `process.stderr` streams: creating one loads Node's stream
 * modules, about a fifth of the CLI's own start-up (docs/DECISIONS.md, "CLI start path").
 * - a reader that closed the pipe early (`polyhedral dice 1d1000 | head`) has what it wanted:
 *   EPIPE ends the process quietly, exit 0;
 * - a non-blocking pipe that is full (EAGAIN) hands the rest of the text to the Node stream,
 *   which waits for the reader, so nothing is lost.
 * fs is taken with `process.getBuiltinModule`: an ESM import of `node:fs` reads every export, and
 * its `promises` export loads the stream modules all the same.
 */
export function stdioSink(fd: 1 | 2): TextSink {
  const { writeSync } = process.getBuiltinModule('node:fs');
  let stream: NodeJS.WriteStream | undefined;
  return {
    write(text: string) {
      if (stream !== undefined) return stream.write(text);
      const bytes = Buffer.from(text, 'utf8');
      let written = 0;
      try {
        while (written < bytes.length) written += writeSync(fd, bytes, written);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EPIPE') process.exit(0);
        if (code !== 'EAGAIN') throw error;
        stream = fd === 1 ? process.stdout : process.stderr;
        stream.on('error', (streamError: NodeJS.ErrnoException) => {
          if (streamError.code !== 'EPIPE') throw streamError;
          process.exit(0);
        });
        return stream.write(bytes.subarray(written));
      }
      return true;
    },
  };
}
