import type { ErrorTable } from './table.ts';

/** The rich-text editor's uploads and remote images (146x). */
export const ueditorErrors = {
  REMOTE_IMAGE_PRIVATE_ADDRESS: {
    code: 1460,
    status: 400,
    en: 'The image address leads to a private or local network, so it was not fetched.',
    zh: '图片地址指向内网或本机，已拒绝抓取',
  },
  REMOTE_IMAGE_INVALID_URL: {
    code: 1461,
    status: 400,
    en: 'The image address is not a valid http or https address.',
    zh: '图片地址不是有效的 http 或 https 地址',
  },
  REMOTE_IMAGE_UNREACHABLE: {
    code: 1462,
    status: 400,
    en: 'The image could not be downloaded from its address.',
    zh: '无法从该地址下载图片',
  },
  REMOTE_IMAGE_TIMEOUT: {
    code: 1463,
    status: 400,
    en: 'The image took longer than {seconds} seconds to download.',
    zh: '图片下载超过 {seconds} 秒，已放弃',
  },
  REMOTE_IMAGE_TOO_MANY_REDIRECTS: {
    code: 1464,
    status: 400,
    en: 'The image address redirected more than {limit} times.',
    zh: '图片地址重定向超过 {limit} 次',
  },
  REMOTE_IMAGE_NOT_IMAGE: {
    code: 1465,
    status: 415,
    en: 'The address did not answer with an image of an allowed type ({allowed}).',
    zh: '该地址返回的不是允许类型的图片（{allowed}）',
  },
  REMOTE_IMAGE_TOO_MANY: {
    code: 1466,
    status: 400,
    en: 'At most {limit} images can be captured at once.',
    zh: '一次最多抓取 {limit} 张图片',
  },
  SCREENSHOT_INVALID: {
    code: 1467,
    status: 400,
    en: 'The screenshot is not valid base64 image data.',
    zh: '截图数据不是有效的 base64 图片',
  },
  UEDITOR_NO_FILE: {
    code: 1468,
    status: 400,
    en: 'The upload holds no file.',
    zh: '上传内容中没有文件',
  },
  MEDIA_ROLE_REQUIRED: {
    code: 1469,
    status: 403,
    en: 'Your role does not include the media library, where editor uploads are kept.',
    zh: '您的角色没有媒体库权限，无法在编辑器中上传文件',
  },
} as const satisfies ErrorTable;
