import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { splitInlineText, withInlineText } from './inline-text.ts';
import { type CustomFieldRenderers, puckFields } from './puck-adapter.ts';

const render = () => null as never;
const renderers: CustomFieldRenderers = {
  media: render,
  richText: render,
  grid: render,
  colour: () => render,
};

describe('text edited in place on the canvas', () => {
  it('makes heading and button words editable on the canvas, but not addresses or alt text', () => {
    expect(puckFields('heading', renderers).text).toMatchObject({ type: 'text', contentEditable: true });
    expect(puckFields('button', renderers).text).toMatchObject({ contentEditable: true });
    expect(puckFields('button', renderers).href).not.toHaveProperty('contentEditable');
    expect(puckFields('image', renderers).alt).not.toHaveProperty('contentEditable');
  });

  it('validates the words the editable element holds and shows the element in their place', () => {
    const editor = createElement('span', { value: 'Hello' });
    const { raw, editors } = splitInlineText({ text: editor, level: 2 });
    expect(raw).toEqual({ text: 'Hello', level: 2 });
    expect(withInlineText({ text: 'Hello', level: 2 }, editors)).toEqual({ text: editor, level: 2 });
  });

  it('leaves out an optional caption the view would not show', () => {
    const { editors } = splitInlineText({ caption: createElement('span', { value: '' }) });
    expect(withInlineText({ src: '/a.png' }, editors)).toEqual({ src: '/a.png' });
  });
});
