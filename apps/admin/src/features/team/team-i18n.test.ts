import { describe, expect, it } from 'vitest';
import { catalogProblems } from '../../shared/i18n/catalog-check.ts';
import { teamMessages } from './team-i18n.ts';

describe('the team screens’ texts', () => {
  it('has every English text in Chinese with the same placeholders', () => {
    expect(catalogProblems(teamMessages.en, teamMessages.zh)).toEqual([]);
  });
});
