import { describe, expect, it } from 'vitest';
import { isPaySetRoute } from './payment-screen.tsx';

describe('the payment screens’ chunk', () => {
  it('opens the company’s accounts on the PaySet route and the website’s settings otherwise', () => {
    expect(isPaySetRoute([{ handle: undefined }, { handle: { name: 'PaySet' } }])).toBe(true);
    expect(isPaySetRoute([{ handle: undefined }, { handle: { name: 'WebsitePaySet' } }])).toBe(false);
    expect(isPaySetRoute([])).toBe(false);
  });
});
