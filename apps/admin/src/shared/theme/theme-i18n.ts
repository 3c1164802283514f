import { type Catalog, registerMessages } from '../i18n/index.ts';

/** Texts of the brand colour and font controls, shared by Website settings and the editor's Design. */
const en = {
  custom: 'Custom',
  customHint: 'Pick four colours; text on buttons, surfaces, borders and chart colours follow from them.',
  primary: 'Primary',
  accent: 'Accent',
  background: 'Background',
  text: 'Text',
  headingFont: 'Heading font',
  bodyFont: 'Body font',
  fromPair: 'As in the font pair',
  fontsHint: 'Web fonts are served with the site; Chinese text uses the visitor’s system fonts.',
} as const;

const zh: Catalog<typeof en> = {
  custom: '自定义',
  customHint: '选择四种颜色，按钮文字、背景层、边框和图表颜色将据此自动生成',
  primary: '主色',
  accent: '强调色',
  background: '背景色',
  text: '文字色',
  headingFont: '标题字体',
  bodyFont: '正文字体',
  fromPair: '跟随字体组合',
  fontsHint: '网页字体随网站一起提供；中文使用访客设备的系统字体',
};

declare module '../i18n/types.ts' {
  interface FeatureMessages {
    brandTheme: typeof en;
  }
}

registerMessages('brandTheme', { en, zh });

export const brandThemeMessages = { en, zh };
