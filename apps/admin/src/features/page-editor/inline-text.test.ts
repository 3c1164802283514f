// @vitest-environment happy-dom
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { copiesBlockFromText, splitInlineText, withInlineText } from './inline-text.ts';
import { type CustomFieldRenderers, puckFields } from './puck-adapter.ts';

const render = () => null as never;
const renderers: CustomFieldRenderers = {
  media: render,
  richText: render,
  grid: render,
  colour: () => render,
  form: render,
  link: render,
};

describe('text edited in place on the canvas', () => {
  it('makes heading and button words editable on the canvas, but not addresses or alt text', () => {
    expect(puckFields('heading', renderers).text).toMatchObject({ type: 'text', contentEditable: true });
    expect(puckFields('button', renderers).text).toMatchObject({ contentEditable: true });
    expect(puckFields('button', renderers).href).not.toHaveProperty('contentEditable');
    expect(puckFields('image', renderers).alt).not.toHaveProperty('contentEditable');
    expect(puckFields('chart', renderers).title).not.toHaveProperty('contentEditable');
  });

  it('validates the words the editable element holds and shows the element in their place', () => {
    const editor = createElement('span', { value: 'Hello' });
    const { raw, editors } = splitInlineText({ text: editor, level: 2 });
    expect(raw).toEqual({ text: 'Hello', level: 2 });
    expect(withInlineText({ text: 'Hello', level: 2 }, editors)).toEqual({ text: editor, level: 2 });
  });

  it("shows words naming the website's details filled in, not as a placeholder typed over", () => {
    const editor = createElement('span', { value: 'About {{company.name}}' });
    const { raw, editors } = splitInlineText({ text: editor });
    expect(raw).toEqual({ text: 'About {{company.name}}' });
    expect(editors).toEqual({});
  });

  it('leaves out an optional caption the view would not show', () => {
    const { editors } = splitInlineText({ caption: createElement('span', { value: '' }) });
    expect(withInlineText({ src: '/a.png' }, editors)).toEqual({ src: '/a.png' });
  });
});

describe('copy in text typed in place', () => {
  it('copies the block when no words are selected, and leaves copying words to the browser', () => {
    document.body.innerHTML = '<h1><span data-puck-overlay-portal="true">Hello there</span></h1><p>Other</p>';
    const span = document.querySelector('span') as HTMLElement;
    expect(copiesBlockFromText(span)).toBe(true);
    expect(copiesBlockFromText(document.querySelector('p'))).toBe(false);
    const range = document.createRange();
    range.selectNodeContents(span);
    document.getSelection()?.addRange(range);
    expect(copiesBlockFromText(span)).toBe(false);
  });
});
