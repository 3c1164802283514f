import {
  blockIpCalls,
  geoRuleCalls,
  hostCalls,
  initForCopyCall,
  mediaLibraryCalls,
  menuCalls,
  pageCalls,
  pageTranslateCall,
  publishCalls,
  redirectCalls,
  templateCalls,
  uploadCalls,
  userCalls,
  websiteCalls,
  websiteLanguageCalls,
} from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints.ts';

describe('endpoints mirror the contract', () => {
  it.each(Object.entries(endpoints.user))('user.%s', (name, endpoint) => {
    const call = userCalls[name as keyof typeof userCalls];
    expect({ method: call.method, path: call.path }).toEqual(endpoint);
  });

  it.each(Object.entries(endpoints.website))('website.%s', (name, endpoint) => {
    const call = websiteCalls[name as keyof typeof websiteCalls];
    expect({ method: call.method, path: call.path }).toEqual(endpoint);
  });

  it.each(Object.entries(endpoints.page))('page.%s', (name, endpoint) => {
    const call = pageCalls[name as keyof typeof pageCalls];
    expect({ method: call.method, path: call.path }).toEqual(endpoint);
  });

  it.each(Object.entries(endpoints.template))('template.%s', (name, endpoint) => {
    const call = templateCalls[name as keyof typeof templateCalls];
    expect({ method: call.method, path: call.path }).toEqual(endpoint);
  });

  it.each(Object.entries(endpoints.websiteLanguage))('websiteLanguage.%s', (name, endpoint) => {
    const call = websiteLanguageCalls[name as keyof typeof websiteLanguageCalls];
    expect({ method: call.method, path: call.path }).toEqual(endpoint);
  });

  it.each(Object.entries(endpoints.menu))('menu.%s', (name, endpoint) => {
    const call = menuCalls[name as keyof typeof menuCalls];
    expect({ method: call.method, path: call.path }).toEqual(endpoint);
  });

  it.each(Object.entries(endpoints.redirect))('redirect.%s', (name, endpoint) => {
    const call = redirectCalls[name as keyof typeof redirectCalls];
    expect({ method: call.method, path: call.path }).toEqual(endpoint);
  });

  it.each([
    ['host', hostCalls],
    ['blockIp', blockIpCalls],
    ['geoRule', geoRuleCalls],
    ['media', mediaLibraryCalls],
    ['upload', uploadCalls],
  ] as const)('%s calls, all of them', (group, calls) => {
    const pick = (c: { method: string; path: string }) => ({ method: c.method, path: c.path });
    expect(endpoints[group]).toEqual(
      Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, pick(call)])),
    );
  });

  it.each(Object.entries(endpoints.publish))('publish.%s', (name, endpoint) => {
    const call = publishCalls[name as keyof typeof publishCalls];
    expect({ method: call.method, path: call.path }).toEqual(endpoint);
  });

  it('translation calls', () => {
    const pick = (c: { method: string; path: string }) => ({ method: c.method, path: c.path });
    expect(endpoints.translation).toEqual({
      initForCopy: pick(initForCopyCall),
      pageTranslate: pick(pageTranslateCall),
    });
  });

  it('covers every call of the contract the admin knows', () => {
    expect(Object.keys(endpoints.user).sort()).toEqual(Object.keys(userCalls).sort());
    expect(Object.keys(endpoints.website).sort()).toEqual(Object.keys(websiteCalls).sort());
    expect(Object.keys(endpoints.template).sort()).toEqual(Object.keys(templateCalls).sort());
    expect(Object.keys(endpoints.websiteLanguage).sort()).toEqual(Object.keys(websiteLanguageCalls).sort());
    expect(Object.keys(endpoints.menu).sort()).toEqual(Object.keys(menuCalls).sort());
    expect(Object.keys(endpoints.publish).sort()).toEqual(Object.keys(publishCalls).sort());
    expect(Object.keys(endpoints.redirect).sort()).toEqual(Object.keys(redirectCalls).sort());
  });
});
