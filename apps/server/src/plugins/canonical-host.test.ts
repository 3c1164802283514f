import { describe, expect, it } from 'vitest';
import { canonicalRedirect } from './canonical-host.ts';

const byDefault = { origin: 'http://localhost:3100', configured: false };
const configured = { origin: 'https://build.example.com', configured: true };

describe('the canonical admin address', () => {
  it('leaves a request on the canonical host alone', () => {
    expect(canonicalRedirect('localhost:3100', '/login', byDefault)).toBeNull();
    expect(canonicalRedirect('LOCALHOST:3100', '/login', byDefault)).toBeNull();
    expect(canonicalRedirect('build.example.com', '/login', configured)).toBeNull();
  });

  it('sends another loopback name of the same server to it, keeping path and query', () => {
    expect(canonicalRedirect('127.0.0.1:3100', '/pay/return?order=7', byDefault)).toBe(
      'http://localhost:3100/pay/return?order=7',
    );
    expect(canonicalRedirect('[::1]:3100', '/', byDefault)).toBe('http://localhost:3100/');
  });

  it('without a configured address, vouches for no other name or port', () => {
    expect(canonicalRedirect('192.168.1.20:3100', '/login', byDefault)).toBeNull();
    expect(canonicalRedirect('127.0.0.1:3200', '/login', byDefault)).toBeNull();
    expect(canonicalRedirect(undefined, '/login', byDefault)).toBeNull();
  });

  it('with a configured address, sends every other host name to it', () => {
    expect(canonicalRedirect('10.0.0.5:3000', '/system/web_manage', configured)).toBe(
      'https://build.example.com/system/web_manage',
    );
    expect(canonicalRedirect('build.example.com:3000', '/', configured)).toBe('https://build.example.com/');
  });

  it('never builds an address off the origin from the path', () => {
    expect(canonicalRedirect('127.0.0.1:3100', '//evil.example/x', byDefault)).toBe('http://localhost:3100/');
  });
});
