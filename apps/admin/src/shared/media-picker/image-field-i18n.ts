import { type Catalog, registerMessages } from '../i18n/index.ts';

/** The texts of the image field and its alt-text question: a namespace the media picker owns. */
const en = {
  field: 'Image',
  choose: 'Choose an image',
  replace: 'Replace image',
  remove: 'Remove image',
  altTitle: 'Describe this image',
  altLabel: 'Alternative text',
  altHelp:
    'Read aloud to people who cannot see the image, and shown when it does not load. Say what it shows, e.g. “Fresh sourdough loaves on a wooden board”.',
  altFromFile: 'Taken from the file’s description in the media library.',
  altRequired: 'Describe the image in a few words.',
  altSkip: 'Later',
} as const;

const zh: Catalog<typeof en> = {
  field: '图片',
  choose: '选择图片',
  replace: '更换图片',
  remove: '移除图片',
  altTitle: '描述这张图片',
  altLabel: '替代文本',
  altHelp: '供看不到图片的访客朗读，图片无法加载时也会显示。请说明图片内容，例如“木板上新鲜出炉的酸面包”。',
  altFromFile: '取自媒体库中该文件的描述。',
  altRequired: '请用几个词描述这张图片',
  altSkip: '稍后',
};

declare module '../i18n/types.ts' {
  interface FeatureMessages {
    imageField: typeof en;
  }
}

registerMessages('imageField', { en, zh });
