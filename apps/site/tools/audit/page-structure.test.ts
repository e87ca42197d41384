import { describe, expect, it } from 'vitest';
import { parsePage, structureFindings } from './page-structure.ts';

const page = (body: string, after = '') =>
  `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>${after}`;
const codes = (html: string) => structureFindings(parsePage(html)).map((finding) => finding.code);

describe('structureFindings: what a validator calls an error in a built page', () => {
  it('finds nothing in a well-formed page', () => {
    expect(codes(page('<main><h1>a</h1><h2 id="x">b</h2><h3>c</h3><h2>d</h2></main>'))).toEqual([]);
  });

  it('a script after </html> (the offline page’s, written after </StarlightPage>)', () => {
    const html = page('<h1>Offline</h1>', ' <script type="module" src="/_astro/offline.js"></script> ');
    expect(codes(html)).toEqual(['after-end']);
    // Whitespace and comments after the end tag are fine.
    expect(codes(page('<h1>a</h1>', '\n<!-- built -->\n'))).toEqual([]);
  });

  it('content after </body>', () => {
    expect(
      codes('<!doctype html><html><head><title>t</title></head><body><h1>a</h1></body><p>late</p></html>'),
    ).toEqual(['after-end']);
  });

  it('two elements with one id', () => {
    const findings = structureFindings(parsePage(page('<h1 id="a">a</h1><p id="a">b</p>')));
    expect(findings).toEqual([{ code: 'duplicate-id', detail: 'id="a" on 2 elements' }]);
  });

  it('a heading that skips a level (a calculator’s h4 under an h2), but not one going back up', () => {
    const findings = structureFindings(
      parsePage(
        page(
          '<h1>Page</h1><h2>Section</h2><section><h4 class="calc-title">D20 Test calculator</h4></section>',
        ),
      ),
    );
    expect(findings).toEqual([{ code: 'heading-skip', detail: '<h4> "D20 Test calculator" after <h2>' }]);
    expect(codes(page('<h1>a</h1><h2>b</h2><h3>c</h3><h4>d</h4><h2>e</h2><h3>f</h3>'))).toEqual([]);
  });

  it('an error the HTML parser reports', () => {
    expect(codes(page('<h1 class="a" class="b">a</h1>'))).toEqual(['parse-error']);
    expect(codes(page('<h1>a</h1>').replace('<!doctype html>', ''))).toEqual(['parse-error']);
  });
});
