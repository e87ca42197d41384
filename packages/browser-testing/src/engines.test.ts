import { describe, expect, it } from 'vitest';
import { pageScript } from './engines.ts';

/** Runs a page script as a page would (an expression whose promise is awaited). */
function runInPage(script: string): Promise<unknown> {
  return new Function(`return ${script};`)() as Promise<unknown>;
}

describe('pageScript: a function and its arguments sent to a page as text', () => {
  it('calls the function with the JSON arguments and answers its awaited result', async () => {
    const script = pageScript(
      (a: number, b: { text: string }) => Promise.resolve(`${b.text}${a * 2}`),
      [21, { text: 'x' }],
    );
    expect(await runInPage(script)).toBe('x42');
  });

  it('defines __name, which transpilers that keep names wrap nested functions in', async () => {
    const script = pageScript(() => {
      // What esbuild's keepNames emits for a named inner function.
      const inner = __name(() => 'named', 'inner');
      return inner();
    }, []);
    expect(await runInPage(script)).toBe('named');
  });

  it("passes on WebDriver's own arguments (an element among them) when asked to", async () => {
    const script = pageScript((a: number, b: number) => a + b, 'driver-arguments');
    const run = new Function(`return ${script};`) as (...args: number[]) => Promise<unknown>;
    expect(await run(2, 40)).toBe(42);
  });

  it('keeps strings with quotes, backslashes and Thai intact', async () => {
    const text = 'ทอย "d20" \\ `x`';
    expect(await runInPage(pageScript((value: string) => value, [text]))).toBe(text);
  });
});

declare function __name<T>(fn: T, name: string): T;
