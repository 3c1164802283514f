import { describe, expect, it } from 'vitest';
import { withNewIds } from './clipboard.ts';

describe('withNewIds', () => {
  it('gives the block and everything in its slots new ids, keeping the content', () => {
    let n = 0;
    const copy = withNewIds(
      {
        id: 's1',
        type: 'section',
        props: { padding: 'large' },
        slots: { content: [{ id: 'h1', type: 'heading', props: { text: 'Hi' } }] },
      },
      (type) => `${type}-${++n}`,
    );
    expect(copy).toEqual({
      id: 'section-1',
      type: 'section',
      props: { padding: 'large' },
      slots: { content: [{ id: 'heading-2', type: 'heading', props: { text: 'Hi' } }] },
    });
  });
});
