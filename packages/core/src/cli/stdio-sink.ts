import type { TextSink } from './run.ts';

/**
 * A CLI output stream (1: stdout, 2: stderr) written synchronously: Node's stream modules (and
 * `node:fs`, whose `promises` loads them) are a fifth of the start-up. EPIPE (`| head`) ends
 * quietly, exit 0; EAGAIN hands the rest to the Node stream, which waits for the reader.
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
