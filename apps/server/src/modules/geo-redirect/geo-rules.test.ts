import { describe, expect, it } from 'vitest';
import {
  checkGeoRules,
  compileGeoRules,
  type GeoRuleSpec,
  geoRuleProblemMessage,
  languageOfPath,
} from './geo-rules.ts';

const site = {
  languages: ['en', 'de', 'zh'],
  defaultLanguage: 'en',
  hosts: ['acme.example.com', 'www.acme.com'],
};

const rule = (
  countries: string[],
  target: string,
  mode: 'redirect' | 'suggest' = 'redirect',
): GeoRuleSpec => ({
  countries,
  targetKind: target.includes('://') ? 'url' : 'lang',
  target,
  mode,
});

describe('compileGeoRules', () => {
  it('redirects a visitor of a listed country to the language version', () => {
    const decide = compileGeoRules([rule(['DE', 'AT'], 'de')], site);
    expect(decide({ country: 'DE', path: '/about', lang: 'en' })).toEqual({
      kind: 'redirect',
      location: '/de/',
      status: 302,
    });
    expect(decide({ country: 'AT', path: '/', lang: 'en' })).toMatchObject({ location: '/de/' });
  });

  it('leaves visitors of other or unknown countries alone', () => {
    const decide = compileGeoRules([rule(['DE'], 'de')], site);
    expect(decide({ country: 'FR', path: '/', lang: 'en' })).toBeNull();
    expect(decide({ country: null, path: '/', lang: 'en' })).toBeNull();
  });

  it('does not redirect a visitor already on the target language version', () => {
    const decide = compileGeoRules([rule(['DE'], 'de'), rule(['US'], 'en')], site);
    expect(decide({ country: 'DE', path: '/de/products', lang: 'de' })).toBeNull();
    expect(decide({ country: 'US', path: '/', lang: 'en' })).toBeNull();
    // The default language lives at the root.
    expect(decide({ country: 'US', path: '/zh/', lang: 'zh' })).toMatchObject({ location: '/' });
  });

  it('redirects to an external URL on every page', () => {
    const decide = compileGeoRules([rule(['CN'], 'https://acme.cn/')], site);
    expect(decide({ country: 'CN', path: '/', lang: 'en' })).toEqual({
      kind: 'redirect',
      location: 'https://acme.cn/',
      status: 302,
    });
    expect(decide({ country: 'CN', path: '/zh/', lang: 'zh' })).toMatchObject({
      location: 'https://acme.cn/',
    });
  });

  it('does not redirect a visitor already on a URL target of its own host', () => {
    const decide = compileGeoRules([rule(['FR'], 'https://www.acme.com/fr-campaign/')], site);
    expect(decide({ country: 'FR', path: '/fr-campaign', lang: 'en' })).toBeNull();
    expect(decide({ country: 'FR', path: '/fr-campaign/', lang: 'en' })).toBeNull();
    expect(decide({ country: 'FR', path: '/fr-campaign?utm=1', lang: 'en' })).toBeNull();
    expect(decide({ country: 'FR', path: '/', lang: 'en' })).toMatchObject({
      kind: 'redirect',
      location: 'https://www.acme.com/fr-campaign/',
    });
  });

  it('suggests instead of redirecting in suggest mode', () => {
    const decide = compileGeoRules(
      [rule(['DE'], 'de', 'suggest'), rule(['JP'], 'https://acme.jp/shop', 'suggest')],
      site,
    );
    expect(decide({ country: 'DE', path: '/', lang: 'en' })).toEqual({
      kind: 'suggest',
      location: '/de/',
      label: 'Deutsch',
    });
    expect(decide({ country: 'JP', path: '/', lang: 'en' })).toEqual({
      kind: 'suggest',
      location: 'https://acme.jp/shop',
      label: 'acme.jp/shop',
    });
    expect(decide({ country: 'DE', path: '/de/', lang: 'de' })).toBeNull();
  });

  it('lets the first rule listing a country decide', () => {
    const decide = compileGeoRules([rule(['CH'], 'de'), rule(['CH', 'FR'], 'https://acme.fr/')], site);
    expect(decide({ country: 'CH', path: '/', lang: 'en' })).toMatchObject({ location: '/de/' });
    expect(decide({ country: 'CH', path: '/de/', lang: 'de' })).toBeNull();
    expect(decide({ country: 'FR', path: '/', lang: 'en' })).toMatchObject({ location: 'https://acme.fr/' });
  });

  it('skips a rule whose language was removed from the website', () => {
    const decide = compileGeoRules([rule(['JP'], 'ja')], site);
    expect(decide({ country: 'JP', path: '/', lang: 'en' })).toBeNull();
  });

  it('answers the same object for every visitor so that a request allocates nothing', () => {
    const decide = compileGeoRules([rule(['DE'], 'de')], site);
    expect(decide({ country: 'DE', path: '/a', lang: 'en' })).toBe(
      decide({ country: 'DE', path: '/b', lang: 'zh' }),
    );
  });
});

describe('checkGeoRules', () => {
  it('accepts a rule set that gives each country one target', () => {
    expect(
      checkGeoRules(
        [
          rule(['DE', 'AT', 'CH'], 'de'),
          rule(['CN', 'TW'], 'zh', 'suggest'),
          rule(['US'], 'https://www.acme.com/us/'),
        ],
        site,
      ),
    ).toBeNull();
    expect(checkGeoRules([], site)).toBeNull();
  });

  it('refuses a language the website does not have', () => {
    expect(checkGeoRules([rule(['DE'], 'de'), rule(['JP'], 'ja')], site)).toEqual({
      key: 'GEO_TARGET_LANGUAGE_UNKNOWN',
      country: '',
      rules: [1],
    });
  });

  it('refuses a country sent to two different places as a loop', () => {
    // Read as "each rule applies", DE visitors would bounce between /de/ and /zh/.
    const rules = [rule(['DE', 'AT'], 'de'), rule(['DE'], 'zh')];
    const check = checkGeoRules(rules, site);
    if (!check) throw new Error('expected a refusal');
    expect(check).toEqual({ key: 'GEO_RULES_LOOP', country: 'DE', rules: [0, 1] });
    expect(geoRuleProblemMessage(check, rules, 'en')).toBe(
      'Visitors from DE would be sent back and forth by rules 1, 2 (Deutsch / 简体中文); give DE one target.',
    );
    expect(geoRuleProblemMessage(check, rules, 'zh')).toContain('来回跳转');
  });

  it('refuses a language rule and an own-host URL pointing elsewhere for one country', () => {
    const rules = [rule(['FR'], 'https://acme.example.com/de/'), rule(['FR'], 'en')];
    expect(checkGeoRules(rules, site)).toMatchObject({ key: 'GEO_RULES_LOOP', country: 'FR' });
  });

  it('calls a country repeated (not a loop) when the rules agree or only suggest', () => {
    expect(checkGeoRules([rule(['DE'], 'de'), rule(['DE', 'AT'], 'de')], site)).toMatchObject({
      key: 'GEO_COUNTRY_REPEATED',
      country: 'DE',
      rules: [0, 1],
    });
    expect(checkGeoRules([rule(['DE'], 'de', 'suggest'), rule(['DE'], 'zh', 'suggest')], site)).toMatchObject(
      {
        key: 'GEO_COUNTRY_REPEATED',
      },
    );
  });
});

describe('languageOfPath', () => {
  it('reads the language from the first segment', () => {
    expect(languageOfPath('/de/about', site)).toBe('de');
    expect(languageOfPath('/de', site)).toBe('de');
    expect(languageOfPath('/about', site)).toBe('en');
    expect(languageOfPath('/', site)).toBe('en');
    expect(languageOfPath('/en/x', site)).toBe('en');
  });
});
