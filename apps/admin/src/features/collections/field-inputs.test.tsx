// @vitest-environment happy-dom
import type { Attribute, AttributeValue, CategoryNode, CategoryTree } from '@sitewright/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attributesQueryOptions } from './api/get-attributes.ts';
import { categoriesQueryOptions } from './api/get-categories.ts';
import { AttributesInput } from './field-inputs.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const attribute = (a: Partial<Attribute> & Pick<Attribute, 'id' | 'name' | 'kind'>): Attribute => ({
  names: {},
  unit: '',
  options: [],
  filterable: true,
  category_ids: [],
  sort: a.id,
  product_count: 0,
  ...a,
});

const ATTRIBUTES: Attribute[] = [
  attribute({ id: 1, name: 'Material', kind: 'text' }),
  attribute({ id: 2, name: 'Weight', kind: 'number', unit: 'kg' }),
  attribute({
    id: 3,
    name: 'Finish',
    kind: 'choice',
    options: [
      { id: 'matt', name: 'Matt', names: {} },
      { id: 'gloss', name: 'Gloss', names: {} },
    ],
  }),
  attribute({ id: 4, name: 'Colour', kind: 'colour' }),
];

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
  document.body.innerHTML = '';
});

function mount(ui: ReactNode, attributes: Attribute[], categories: CategoryNode[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(attributesQueryOptions(7).queryKey, { list: attributes });
  client.setQueryData(categoriesQueryOptions('product', 7).queryKey, { list: categories } as CategoryTree);
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>));
  cleanup = () => act(() => root.unmount());
  return host;
}

function type(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('the attribute inputs of a product', () => {
  it('offers an input for each of the website’s attributes, a number with its unit', () => {
    const host = mount(<AttributesInput websiteId={7} value={{ '2': 12.5 }} testId="attrs" />, ATTRIBUTES);
    for (const id of [1, 2, 3, 4])
      expect(host.querySelector(`[data-testid="attribute-${id}"]`)).not.toBeNull();
    expect(host.querySelector('[data-testid="attribute-1"]')?.textContent).toContain('Material');
    const weight = host.querySelector('[data-testid="attribute-2"]') as HTMLElement;
    expect(weight.textContent).toContain('kg');
    expect((weight.querySelector('input') as HTMLInputElement).value).toBe('12.5');
  });

  it('keeps a typed value under the attribute’s id and drops one that is emptied', () => {
    const changes: Record<string, AttributeValue>[] = [];
    const onChange = vi.fn((v: Record<string, AttributeValue>) => changes.push(v));
    const host = mount(
      <AttributesInput websiteId={7} value={{ '1': 'Iron', '2': 3 }} onChange={onChange} testId="attrs" />,
      ATTRIBUTES,
    );
    const material = host.querySelector('[data-testid="attribute-1"] input') as HTMLInputElement;
    type(material, 'Steel');
    expect(changes.at(-1)).toEqual({ '1': 'Steel', '2': 3 });
    const colour = host.querySelectorAll('[data-testid="attribute-4"] input')[1] as HTMLInputElement;
    type(colour, ' #FF8800 ');
    // Colours are kept as the lowercase #rrggbb the server takes.
    expect(changes.at(-1)).toEqual({ '1': 'Iron', '2': 3, '4': '#ff8800' });
    type(material, '');
    expect(changes.at(-1)).toEqual({ '2': 3 });
  });

  it('offers a product the attributes of its categories and those above them, and any it has a value for', () => {
    const scoped = [
      attribute({ id: 1, name: 'Crumb', kind: 'text', category_ids: [11] }),
      attribute({ id: 2, name: 'Weight', kind: 'number', unit: 'g' }),
      attribute({ id: 3, name: 'Wattage', kind: 'number', category_ids: [20] }),
      attribute({ id: 4, name: 'Voltage', kind: 'number', category_ids: [20] }),
    ];
    // Breads (11) > Sourdough (12); Lamps (20).
    const host = mount(
      <AttributesInput websiteId={7} categoryIds={[12]} value={{ '4': 230 }} testId="attrs" />,
      scoped,
      [
        { id: 11, name: 'Breads', children: [{ id: 12, name: 'Sourdough', children: [] }] },
        { id: 20, name: 'Lamps', children: [] },
      ] as unknown as CategoryNode[],
    );
    const shown = [...host.querySelectorAll('[data-testid^="attribute-"]')].map((e) =>
      e.getAttribute('data-testid'),
    );
    expect(shown).toEqual(['attribute-1', 'attribute-2', 'attribute-4']);
    expect(host.querySelector('[data-testid="attributes-hidden"]')?.textContent).toContain(
      'Attributes of other categories, not shown: 1.',
    );
  });

  it('tells the operator where to define attributes when the website has none', () => {
    const host = mount(<AttributesInput websiteId={7} testId="attrs" />, []);
    expect(host.textContent).toContain('No attributes yet. Define them under Products → Attributes.');
  });
});
