import { describe, expect, it } from 'vitest';
import { formPageCsp } from './site-forms.ts';
import { SITE_CSP, siteCsp } from './site-server.ts';

describe('the CSP of a published version', () => {
  it('is SITE_CSP exactly without plugin origins', () => {
    expect(siteCsp(undefined)).toBe(SITE_CSP);
    expect(siteCsp({ script: [], connect: [] })).toBe(SITE_CSP);
    expect(formPageCsp(SITE_CSP)).toBe(
      SITE_CSP.replace("script-src 'none'", "script-src 'self'; worker-src 'self' blob:"),
    );
  });

  it('lets exactly the plugin origins run scripts and receive data, with the form scripts beside them', () => {
    const csp = siteCsp({
      script: ['https://stats.example.com', 'http://localhost:8000'],
      connect: ['https://stats.example.com', 'http://localhost:8000'],
    });
    expect(csp).toContain(
      "; script-src https://stats.example.com http://localhost:8000; connect-src 'self' https://stats.example.com http://localhost:8000; ",
    );
    expect(csp.replace(/; script-src [^;]*; connect-src [^;]*/, "; script-src 'none'")).toBe(SITE_CSP);
    expect(formPageCsp(csp)).toContain(
      "; script-src 'self' https://stats.example.com http://localhost:8000; worker-src 'self' blob:; connect-src 'self' https://stats.example.com http://localhost:8000; ",
    );
  });

  it('takes nothing from a manifest but plain origins: no directive can be added or ended', () => {
    const hostile = [
      "https://ok.example.com; script-src 'unsafe-inline'",
      '*',
      "'unsafe-eval'",
      'https://*.example.com',
      'https://example.com/path',
      'javascript:alert(1)',
      'https://example.com\r\nset-cookie: a=b',
    ];
    expect(siteCsp({ script: hostile, connect: hostile })).toBe(SITE_CSP);
    expect(siteCsp({ script: 'https://a.example.com' as never, connect: null as never })).toBe(SITE_CSP);
    expect(siteCsp({ script: [...hostile, 'https://a.example.com'], connect: [] })).toBe(
      SITE_CSP.replace("script-src 'none'", 'script-src https://a.example.com'),
    );
  });
});
