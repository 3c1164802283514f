import { describe, expect, it } from 'vitest';
import { translate } from '../../shared/i18n/index.ts';
import { strandedValues } from './stranded-values.ts';

const t = (key: Parameters<typeof translate>[1], vars?: Parameters<typeof translate>[2]) =>
  translate('en', key, vars);

describe('why an attribute change was refused', () => {
  it('says the type is locked while products hold values', () => {
    expect(strandedValues({ id: 3, product_count: 12 }, null, [], t)).toBe(
      '12 products have a value for this attribute, so its type cannot change until none has.',
    );
  });

  it('names the options in use by their names, not their ids', () => {
    const attribute = { options: [{ id: 'brass', name: 'Brass', names: {} }] };
    expect(strandedValues({ id: 3, options: ['brass', 'gone'] }, attribute, [], t)).toBe(
      'Products use these options, so they cannot be removed: Brass, gone.',
    );
    expect(strandedValues(null, attribute, [], t)).toBeNull();
  });
});
