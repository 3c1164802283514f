import { type Role, ROLES } from '@sitewright/contract';
import type { MessageKey } from '../../shared/i18n/index.ts';

/** A starting point for a new role: a name, what it may do in words, and its features. */
export interface RolePreset {
  key: 'editor' | 'marketer' | 'sales';
  name: MessageKey;
  description: MessageKey;
  roles: readonly Role[];
}

/**
 * The usual jobs of a small team, so a new role starts from one instead of 33 boxes: each can be
 * changed before saving.
 */
export const ROLE_PRESETS: readonly RolePreset[] = [
  {
    key: 'editor',
    name: 'team.presetEditor',
    description: 'team.presetEditorText',
    roles: [ROLES.webManage, ROLES.pageSet, ROLES.pageMenu, ROLES.pageWebSet, ROLES.mediaList],
  },
  {
    key: 'marketer',
    name: 'team.presetMarketer',
    description: 'team.presetMarketerText',
    roles: [
      ROLES.webManage,
      ROLES.newsIndex,
      ROLES.newsType,
      ROLES.newsTag,
      ROLES.faqIndex,
      ROLES.faqType,
      ROLES.meetingIndex,
      ROLES.meetingType,
      ROLES.meetingTag,
      ROLES.mediaList,
      ROLES.formList,
      ROLES.pluginSet,
    ],
  },
  {
    key: 'sales',
    name: 'team.presetSales',
    description: 'team.presetSalesText',
    roles: [
      ROLES.productIndex,
      ROLES.productType,
      ROLES.productTag,
      ROLES.mediaList,
      ROLES.formList,
      ROLES.orderIndex,
    ],
  },
];
