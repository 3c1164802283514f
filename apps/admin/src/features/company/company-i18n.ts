import { type Catalog, registerMessages } from '../../shared/i18n/index.ts';

/** The company information screen's texts. */
const en = {
  intro: 'What receipts of your orders show about your company.',
  readOnly: 'Only a company administrator can change the company information.',
  loadFailed: 'The company information could not be loaded.',
  code: 'Company code',
  name: 'Company name',
  nameRequired: 'Enter the company name',
  logo: 'Logo',
  logoHelp: 'A PNG or JPEG image from a media library is printed on receipts.',
  chooseLogo: 'Choose from the media library',
  replaceLogo: 'Replace',
  removeLogo: 'Remove',
  noLogo: 'No logo',
  logoNeedsWebsite: 'Create a website first: logos come from a website’s media library.',
  contactName: 'Contact',
  phone: 'Phone',
  email: 'E-mail',
  emailInvalid: 'Enter a valid e-mail address',
  address: 'Address',
  taxId: 'Tax ID',
  suffix: 'Sub-account suffix',
  save: 'Save',
  saved: 'Company information saved.',
} as const;

const zh: Catalog<typeof en> = {
  intro: '订单收据上显示的贵公司信息。',
  readOnly: '只有公司管理员可以修改公司信息。',
  loadFailed: '公司信息加载失败。',
  code: '公司代码',
  name: '公司名称',
  nameRequired: '请输入公司名称',
  logo: '标志',
  logoHelp: '媒体库中的 PNG 或 JPEG 图片会印在收据上。',
  chooseLogo: '从媒体库选择',
  replaceLogo: '更换',
  removeLogo: '移除',
  noLogo: '无标志',
  logoNeedsWebsite: '请先创建网站：标志取自网站的媒体库。',
  contactName: '联系人',
  phone: '电话',
  email: '邮箱',
  emailInvalid: '请输入有效的邮箱地址',
  address: '地址',
  taxId: '税号',
  suffix: '子账号后缀',
  save: '保存',
  saved: '公司信息已保存。',
};

declare module '../../shared/i18n/types.ts' {
  interface FeatureMessages {
    company: typeof en;
  }
}

registerMessages('company', { en, zh });

export const companyMessages = { en, zh };
