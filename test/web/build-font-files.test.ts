import { describe, expect, it } from 'vitest';
import { extractInlineFonts, type ExtractedFont } from '../../web/vite.config';

const FONT = Buffer.from('wOF2 pretend font bytes');
const BASE64 = FONT.toString('base64');

function extract(css: string) {
  const fonts: ExtractedFont[] = [];
  const out = extractInlineFonts(css, (font) => {
    fonts.push(font);
    return `${font.name}?file`;
  });
  return { out, fonts };
}

describe('inline fonts become files (web build)', () => {
  it('takes a minified @font-face source out, named by family, weight and style', () => {
    const { out, fonts } = extract(
      `a{color:red}@font-face{font-family:Open Sans;font-weight:400;font-style:italic;src:url(data:font/woff2;base64,${BASE64})format("woff2")}`,
    );
    expect(out).toBe(
      'a{color:red}@font-face{font-family:Open Sans;font-weight:400;font-style:italic;src:url(open-sans-400-italic.woff2?file)format("woff2")}',
    );
    expect(fonts).toEqual([{ name: 'open-sans-400-italic.woff2', source: FONT }]);
  });

  it('reads the stylesheet as shipped too (quoted family and URL)', () => {
    const { out, fonts } = extract(
      `@font-face {\n  font-family: 'Open Sans';\n  font-weight: 700;\n  font-style: normal;\n  src: url('data:font/woff2;base64,${BASE64}') format('woff2');\n}`,
    );
    expect(out).toContain("src: url(open-sans-700-normal.woff2?file) format('woff2');");
    expect(out).not.toContain('base64');
    expect(fonts.map((f) => f.name)).toEqual(['open-sans-700-normal.woff2']);
  });

  it('leaves data URLs outside @font-face and fonts already in files alone', () => {
    const css =
      '.icon{mask-image:url(data:image/svg+xml;base64,PHN2Zy8+)}' +
      '@font-face{font-family:Open Sans;font-weight:300;src:url(/assets/open-sans-300.woff2)format("woff2")}';
    const { out, fonts } = extract(css);
    expect(out).toBe(css);
    expect(fonts).toEqual([]);
  });
});
