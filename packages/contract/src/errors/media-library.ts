import type { ErrorTable } from './table.ts';

/** The media library (144x-145x). */
export const mediaLibraryErrors = {
  MEDIA_NAME_INVALID: {
    code: 1445,
    status: 400,
    en: 'Enter a name of 1 to 255 characters (a folder name: at most 64) without "/", "\\" or control characters.',
    zh: '名称须为 1 到 255 个字符（文件夹名最多 64 个），且不能包含“/”、“\\”或控制字符',
  },
  MEDIA_FOLDER_NAME_TAKEN: {
    code: 1446,
    status: 409,
    en: 'A folder with this name is already there. Choose another name.',
    zh: '该位置已有同名文件夹，请换一个名称',
  },
  MEDIA_FOLDER_NOT_EMPTY: {
    code: 1447,
    status: 409,
    en: 'The folder still holds files or folders. Move or delete them first, then delete the folder.',
    zh: '文件夹中仍有文件或子文件夹，请先移走或删除它们，再删除该文件夹',
  },
  MEDIA_FOLDER_CYCLE: {
    code: 1448,
    status: 400,
    en: 'A folder cannot be moved into itself or into a folder inside it.',
    zh: '不能把文件夹移动到它自身或它的子文件夹中',
  },
  MEDIA_FOLDER_TOO_DEEP: {
    code: 1449,
    status: 400,
    en: 'Folders can be nested at most 5 levels deep.',
    zh: '文件夹最多只能嵌套 5 层',
  },
  MEDIA_EXTENSION_CHANGED: {
    code: 1450,
    status: 400,
    en: 'A renamed file keeps its extension: the new name must end with the same extension as before.',
    zh: '重命名时须保留原扩展名，新名称必须以原来的扩展名结尾',
  },
  MEDIA_FOLDER_LIMIT: {
    code: 1451,
    status: 400,
    en: 'A website can have at most 1,000 media folders. Delete some before adding more.',
    zh: '每个网站最多 1000 个媒体文件夹，请先删除一些再添加',
  },
} as const satisfies ErrorTable;
