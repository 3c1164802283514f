import { type BlockNode, PAGE_DOCUMENT_MAX_BLOCKS } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { everyBlockDocument } from './samples.ts';
import { validatePageDocument } from './validate.ts';

const doc = (...blocks: BlockNode[]) => ({ version: 1, blocks });
const heading = (id: string, props: Record<string, unknown> = { text: 'Hi' }): BlockNode => ({
  id,
  type: 'heading',
  props,
});

function fieldsOf(input: unknown) {
  const result = validatePageDocument(input);
  if (result.ok) throw new Error('expected the document to be refused');
  return result.fields;
}

describe('validatePageDocument', () => {
  it('accepts the page holding every block and fills in defaults', () => {
    const result = validatePageDocument(everyBlockDocument());
    expect(result.ok).toBe(true);
    const first = validatePageDocument(doc(heading('a')));
    expect(first).toEqual({
      ok: true,
      document: {
        version: 1,
        blocks: [{ id: 'a', type: 'heading', props: { text: 'Hi', level: 2, align: 'left' } }],
      },
    });
  });

  it('accepts an empty page', () => {
    expect(validatePageDocument({ version: 1, blocks: [] })).toEqual({
      ok: true,
      document: { version: 1, blocks: [] },
    });
  });

  it('sanitises rich text in the document it returns', () => {
    const result = validatePageDocument(
      doc({
        id: 'r',
        type: 'rich-text',
        props: { html: '<p onclick="x()">Hi<script>alert(1)</script></p>' },
      }),
    );
    expect(result.ok && result.document.blocks[0]?.props.html).toBe('<p>Hi</p>');
  });

  it('adds every slot its type allows, empty', () => {
    const result = validatePageDocument(doc({ id: 'c', type: 'columns', props: { count: 3 } }));
    expect(result.ok && result.document.blocks[0]?.slots).toEqual({
      'column-1': [],
      'column-2': [],
      'column-3': [],
    });
  });

  it('refuses a document of the wrong shape', () => {
    expect(fieldsOf({ version: 2, blocks: [] })).toEqual([{ path: 'version', message: expect.any(String) }]);
    expect(fieldsOf({ version: 1, blocks: [{ id: '', type: 'heading', props: {} }] })[0]?.path).toBe(
      'blocks.0.id',
    );
    expect(fieldsOf(null).length).toBeGreaterThan(0);
  });

  it('refuses an image without alt text, at the field', () => {
    expect(
      fieldsOf(
        doc(heading('a'), heading('b'), { id: 'i', type: 'image', props: { src: '/a.png', alt: '   ' } }),
      ),
    ).toEqual([{ path: 'blocks.2.props.alt', message: 'Alt text is required' }]);
    expect(fieldsOf(doc({ id: 'i', type: 'image', props: { src: '/a.png' } }))[0]?.path).toBe(
      'blocks.0.props.alt',
    );
  });

  it('refuses a table of 21 columns and one of 101 rows', () => {
    const row = (n: number) => Array.from({ length: n }, () => 'x');
    expect(fieldsOf(doc({ id: 't', type: 'table', props: { rows: [row(21), row(21)] } }))).toEqual([
      { path: 'blocks.0.props.rows.0', message: 'At most 20 columns' },
      { path: 'blocks.0.props.rows.1', message: 'At most 20 columns' },
    ]);
    const tall = Array.from({ length: 101 }, () => row(2));
    expect(fieldsOf(doc({ id: 't', type: 'table', props: { rows: tall } }))).toEqual([
      { path: 'blocks.0.props.rows', message: 'At most 100 rows' },
    ]);
    const full = Array.from({ length: 100 }, () => row(20));
    expect(validatePageDocument(doc({ id: 't', type: 'table', props: { rows: full } })).ok).toBe(true);
  });

  it('refuses ragged table rows', () => {
    expect(fieldsOf(doc({ id: 't', type: 'table', props: { rows: [['a', 'b'], ['c']] } }))).toEqual([
      { path: 'blocks.0.props.rows', message: 'Every row needs the same number of cells' },
    ]);
  });

  it('refuses nesting five levels deep and accepts four', () => {
    const nest = (levels: number): BlockNode => {
      let node: BlockNode = heading(`h${levels}`);
      for (let i = levels - 1; i >= 1; i--)
        node = { id: `s${i}`, type: 'section', props: {}, slots: { content: [node] } };
      return node;
    };
    expect(validatePageDocument(doc(nest(4))).ok).toBe(true);
    expect(fieldsOf(doc(nest(5)))).toEqual([
      {
        path: 'blocks.0.slots.content.0.slots.content.0.slots.content.0.slots.content.0',
        message: 'Blocks nest at most 4 levels deep',
      },
    ]);
  });

  it('refuses hostile nesting thousands of levels deep without overflowing the stack', () => {
    let node: BlockNode = heading('deep');
    for (let i = 0; i < 50_000; i++)
      node = { id: `s${i}`, type: 'section', props: {}, slots: { content: [node] } };
    expect(fieldsOf(doc(node))[0]?.message).toBe('Blocks nest at most 4 levels deep');
  });

  it('refuses more blocks than a page may hold', () => {
    const blocks = Array.from({ length: PAGE_DOCUMENT_MAX_BLOCKS + 1 }, (_, i) => heading(`h${i}`));
    expect(fieldsOf(doc(...blocks))).toEqual([
      { path: 'blocks', message: 'A page holds at most 1000 blocks' },
    ]);
  });

  it('refuses duplicate ids, wherever they are', () => {
    expect(
      fieldsOf(
        doc(heading('a'), { id: 's', type: 'section', props: {}, slots: { content: [heading('a')] } }),
      ),
    ).toEqual([{ path: 'blocks.1.slots.content.0.id', message: 'Duplicate block id "a"' }]);
  });

  it('refuses unknown block types', () => {
    expect(fieldsOf(doc({ id: 'x', type: 'marquee', props: {} }))).toEqual([
      { path: 'blocks.0.type', message: 'Unknown block type "marquee"' },
    ]);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
    '/ok" onclick="x',
  ])('refuses the button link %j', (href) => {
    const fields = fieldsOf(doc({ id: 'b', type: 'button', props: { text: 'Go', href } }));
    expect(fields.map((f) => f.path)).toEqual(['blocks.0.props.href']);
  });

  it.each([
    'https://example.com/a?b=c#d',
    '/pricing',
    'mailto:a@example.com',
    'tel:+123',
    '#top',
    'page.html',
  ])('accepts the button link %j', (href) => {
    expect(validatePageDocument(doc({ id: 'b', type: 'button', props: { text: 'Go', href } })).ok).toBe(true);
  });

  it('reports nested prop paths and unknown fields', () => {
    const fields = fieldsOf(
      doc({
        id: 's',
        type: 'section',
        props: {},
        slots: { content: [heading('ok'), heading('h', { text: 'x', level: 9, colour: 'red' })] },
      }),
    );
    expect(fields.map((f) => f.path).sort()).toEqual([
      'blocks.0.slots.content.1.props.colour',
      'blocks.0.slots.content.1.props.level',
    ]);
  });

  it('refuses slots the type does not have', () => {
    expect(
      fieldsOf(doc({ id: 'c', type: 'columns', props: { count: 2 }, slots: { 'column-3': [heading('h')] } })),
    ).toEqual([
      { path: 'blocks.0.slots.column-3', message: 'Slot "column-3" is not one of "column-1", "column-2"' },
    ]);
    expect(fieldsOf(doc({ ...heading('h'), slots: { content: [] } }))).toEqual([
      { path: 'blocks.0.slots.content', message: 'A heading block holds no other blocks' },
    ]);
  });

  it('refuses a columns block outside 2 to 4', () => {
    expect(fieldsOf(doc({ id: 'c', type: 'columns', props: { count: 5 } }))).toEqual([
      { path: 'blocks.0.props.count', message: 'At most 4 columns' },
    ]);
  });

  it('refuses a chart whose table has no header column or a non-numeric cell, in en and zh', () => {
    const fields = fieldsOf(
      doc({
        id: 'c',
        type: 'chart',
        props: {
          headerColumn: false,
          rows: [
            ['', 'A'],
            ['x', '1'],
          ],
        },
      }),
    );
    expect(fields).toEqual([
      {
        path: 'blocks.0.props.headerColumn',
        message: 'A chart needs a table with a header row and a header column',
        zh: '图表需要带有表头行和表头列的表格',
      },
    ]);
    expect(
      fieldsOf(
        doc({
          id: 'c',
          type: 'chart',
          props: {
            rows: [
              ['', 'A'],
              ['x', 'lots'],
            ],
          },
        }),
      ),
    ).toEqual([
      {
        path: 'blocks.0.props.rows.1.1',
        message: 'Every data cell of a chart table must be a number',
        zh: '图表表格的数据单元格必须都是数字',
      },
    ]);
  });

  it('refuses a video address it cannot parse', () => {
    expect(
      fieldsOf(doc({ id: 'v', type: 'video', props: { url: 'https://evil.example.com/x', title: 'V' } })),
    ).toEqual([
      {
        path: 'blocks.0.props.url',
        message: 'Use an uploaded video file or a YouTube, Vimeo or Bilibili video address',
      },
    ]);
  });

  it('refuses text with characters HTML does not allow', () => {
    expect(fieldsOf(doc(heading('h', { text: 'a\u0001b' })))).toEqual([
      { path: 'blocks.0.props.text', message: 'Text contains characters that are not allowed' },
    ]);
    expect(fieldsOf(doc({ id: 't', type: 'table', props: { rows: [['ok', '\ud800']] } }))[0]?.path).toBe(
      'blocks.0.props.rows.0.1',
    );
    expect(validatePageDocument(doc(heading('h', { text: '标题 😀\ttab' }))).ok).toBe(true);
  });

  it('refuses a latest-items list of an unknown kind', () => {
    expect(fieldsOf(doc({ id: 'l', type: 'latest-items', props: { kind: 'jobs' } }))[0]?.path).toBe(
      'blocks.0.props.kind',
    );
  });
});
