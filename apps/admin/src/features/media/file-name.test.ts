import { describe, expect, it } from 'vitest';
import { splitName } from './file-name.ts';

describe('splitName', () => {
  it('keeps the extension as it was written', () => {
    expect(splitName('Harbour at dawn.JPG')).toEqual({ base: 'Harbour at dawn', ext: '.JPG' });
    expect(splitName('report.v2.pdf')).toEqual({ base: 'report.v2', ext: '.pdf' });
  });

  it('has nothing to keep for names without an extension', () => {
    expect(splitName('README')).toEqual({ base: 'README', ext: '' });
    expect(splitName('.env')).toEqual({ base: '.env', ext: '' });
  });
});
