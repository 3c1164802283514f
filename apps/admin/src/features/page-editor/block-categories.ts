import type { MessageKey } from '../../shared/i18n/index.ts';

/** The block library's categories as the editor titles them (library panel and Add dialog). */
export const CATEGORY_TITLES: Record<string, MessageKey> = {
  layout: 'pageEditor.categoryLayout',
  text: 'pageEditor.categoryText',
  media: 'pageEditor.categoryMedia',
  data: 'pageEditor.categoryData',
  navigation: 'pageEditor.categoryNavigation',
  dynamic: 'pageEditor.categoryDynamic',
};
