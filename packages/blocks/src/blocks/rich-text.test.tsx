import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { sampleContext } from '../samples.ts';
import { richText } from './rich-text.tsx';

const render = (html: string) =>
  renderToStaticMarkup(
    <richText.View id="r" props={richText.schema.parse({ html })} slots={{}} context={sampleContext()} />,
  );

describe('rich-text block', () => {
  it('publishes a table with the column widths the editor set', () => {
    const table =
      '<table border="1" style="min-width: 205px"><colgroup><col style="width: 180px"><col style="min-width: 25px"></colgroup>' +
      '<tbody><tr><td colwidth="180"><p>Sales</p></td><td><p>Q1</p></td></tr></tbody></table>';
    expect(render(table)).toBe(`<div class="sw-block sw-rich-text">${table}</div>`);
  });

  it('publishes no width that is not a plain px number', () => {
    const html = render(
      '<table style="min-width: 10vw"><colgroup><col style="min-width: calc(1px + 1em)"></colgroup>' +
        '<tbody><tr><td colwidth="x">a</td></tr></tbody></table>',
    );
    expect(html).toBe(
      '<div class="sw-block sw-rich-text"><table><colgroup><col></colgroup><tbody><tr><td>a</td></tr></tbody></table></div>',
    );
  });
});
