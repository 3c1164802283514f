import { type Role, ROLES } from '@sitewright/contract';
import { describe, expect, it } from 'vitest';
import { translate } from '../../shared/i18n/index.ts';
import { GROUPED_ROLES } from './role-groups.ts';
import { ROLE_PRESETS } from './role-presets.ts';
import './team-i18n.ts';

describe('the presets of a new role', () => {
  it('offer Editor, Marketer and Sales, each saying what it may do in both languages', () => {
    expect(ROLE_PRESETS.map((p) => translate('en', p.name))).toEqual(['Editor', 'Marketer', 'Sales']);
    expect(ROLE_PRESETS.map((p) => translate('zh', p.name))).toEqual(['编辑', '市场', '销售']);
    for (const preset of ROLE_PRESETS) {
      expect(translate('en', preset.description)).toMatch(/\w+ .+\.$/);
      expect(translate('zh', preset.description)).not.toMatch(/[A-Za-z]/);
    }
  });

  it('hold only features a role can be given, none twice', () => {
    for (const preset of ROLE_PRESETS) {
      expect(preset.roles.length).toBeGreaterThan(0);
      expect(new Set(preset.roles).size).toBe(preset.roles.length);
      for (const role of preset.roles) expect(GROUPED_ROLES).toContain(role);
    }
  });

  it('give the page list to the editor only, and orders to sales only', () => {
    const holding = (role: Role) => ROLE_PRESETS.filter((p) => p.roles.includes(role)).map((p) => p.key);
    expect(holding(ROLES.pageSet)).toEqual(['editor']);
    expect(holding(ROLES.orderIndex)).toEqual(['sales']);
  });
});
