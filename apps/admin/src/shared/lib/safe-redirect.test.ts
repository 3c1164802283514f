import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect.ts';

describe('safeRedirectPath', () => {
  it.each([
    '/',
    '/system/web_manage',
    '/user/change_password?user_name=admin',
    '/page/empty#top',
    '/search?q=a%26b',
    '/path%20with%20space',
    '/a/b/../c',
  ])('keeps the local path %s as given', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/system/web_manage'],
    ['backslash', '/\\evil.com'],
    ['backslash pair', '\\\\evil.com'],
    ['leading backslash', '\\/evil.com'],
    ['encoded slashes', '%2F%2Fevil.com'],
    ['encoded second slash', '/%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['lowercase encoded backslash', '/%5cevil.com'],
    ['double encoded slashes', '%252F%252Fevil.com'],
    ['double encoded second slash', '/%252Fevil.com'],
    ['absolute https', 'https://evil.com'],
    ['absolute http', 'http://evil.com/path'],
    ['mixed-case scheme', 'HtTpS://evil.com'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['encoded javascript', 'javascript%3Aalert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['relative without slash', 'evil.com'],
    ['dot relative', './system'],
    ['tab inside slashes', '/\t/evil.com'],
    ['newline inside slashes', '/\n/evil.com'],
    ['carriage return', '/\r/evil.com'],
    ['encoded tab', '/%09/evil.com'],
    ['encoded newline', '/%0a/evil.com'],
    ['null byte', '/%00/evil.com'],
    ['DEL character', '/\u007f/evil.com'],
    ['leading space', ' /system'],
    ['leading tab', '\t//evil.com'],
    ['triple slash', '///evil.com'],
    ['malformed encoding', '/%E0%A4%A'],
    ['too long', `/${'a'.repeat(5000)}`],
  ])('refuses %s', (_label, raw) => {
    expect(safeRedirectPath(raw)).toBe('/');
  });
});
