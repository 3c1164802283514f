import { describe, expect, it } from 'vitest';
import { calls } from './call-paths.ts';
import { globalSectionCalls } from './global-section.ts';
import { hostCalls } from './host.ts';
import { uploadCalls } from './media.ts';
import { mediaLibraryCalls } from './media-library.ts';
import { initForCopyCall, menuCalls } from './menu.ts';
import { pageCalls, pageTranslateCall } from './page.ts';
import { publishCalls } from './publish.ts';
import { redirectCalls } from './redirect.ts';
import { blockIpCalls, geoRuleCalls } from './site-access.ts';
import { templateCalls } from './template.ts';
import { userCalls } from './user.ts';
import { websiteCalls } from './website.ts';
import { websiteLanguageCalls } from './website-language.ts';

const definitions = {
  user: userCalls,
  website: websiteCalls,
  page: pageCalls,
  globalSection: globalSectionCalls,
  template: templateCalls,
  websiteLanguage: websiteLanguageCalls,
  menu: menuCalls,
  redirect: redirectCalls,
  host: hostCalls,
  blockIp: blockIpCalls,
  geoRule: geoRuleCalls,
  publish: publishCalls,
  media: mediaLibraryCalls,
  upload: uploadCalls,
  translation: { initForCopy: initForCopyCall, pageTranslate: pageTranslateCall },
} satisfies Record<keyof typeof calls, unknown>;

const methodAndPath = (group: Record<string, { method: string; path: string }>) =>
  Object.fromEntries(Object.entries(group).map(([name, c]) => [name, { method: c.method, path: c.path }]));

describe('the browser call table mirrors the call definitions', () => {
  it.each(Object.keys(definitions) as (keyof typeof definitions)[])(
    '%s: same calls, methods and paths',
    (name) => {
      expect(methodAndPath(calls[name])).toEqual(methodAndPath(definitions[name]));
    },
  );

  it('names every group it mirrors', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(definitions).sort());
  });
});
