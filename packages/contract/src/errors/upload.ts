import type { ErrorTable } from './table.ts';

/** Uploaded files, images, archives and spreadsheets (14xx). */
export const uploadErrors = {
  FILE_TOO_LARGE: {
    code: 1401,
    status: 413,
    en: 'The file is larger than the {limit} limit.',
    zh: '文件超过 {limit} 的大小限制',
  },
  FILE_TYPE_NOT_ALLOWED: {
    code: 1402,
    status: 415,
    en: 'Files of type .{extension} are not allowed here. Allowed types: {allowed}.',
    zh: '不允许上传 .{extension} 类型的文件，允许的类型：{allowed}',
  },
  FILE_CONTENT_MISMATCH: {
    code: 1403,
    status: 415,
    en: 'The content of the file is not a .{extension} file.',
    zh: '文件内容与扩展名 .{extension} 不符',
  },
  FILE_EMPTY: {
    code: 1404,
    status: 400,
    en: 'The file is empty.',
    zh: '文件为空',
  },
  IMAGE_TOO_MANY_PIXELS: {
    code: 1405,
    status: 413,
    en: 'The image is {width} × {height} pixels, more than the limit of {limit} megapixels.',
    zh: '图片尺寸为 {width} × {height} 像素，超过 {limit} 百万像素的限制',
  },
  IMAGE_UNREADABLE: {
    code: 1406,
    status: 400,
    en: 'The image could not be read; it may be damaged.',
    zh: '无法读取图片，文件可能已损坏',
  },
  SVG_UNSAFE: {
    code: 1407,
    status: 400,
    en: 'The SVG file declares a DOCTYPE or entities, which are not allowed.',
    zh: 'SVG 文件包含不允许的 DOCTYPE 或实体声明',
  },
  SVG_UNREADABLE: {
    code: 1408,
    status: 400,
    en: 'The SVG file could not be read: it is not a well-formed SVG image.',
    zh: '无法读取 SVG 文件：不是格式正确的 SVG 图片',
  },
  ARCHIVE_UNSAFE_PATH: {
    code: 1409,
    status: 400,
    en: 'The archive was refused: the entry "{entry}" points outside the archive (".." or an absolute path).',
    zh: '压缩包已被拒绝：条目“{entry}”指向压缩包之外（包含“..”或绝对路径）',
  },
  ARCHIVE_LINK_ENTRY: {
    code: 1410,
    status: 400,
    en: 'The archive was refused: the entry "{entry}" is a link or a special file; only files and folders are allowed.',
    zh: '压缩包已被拒绝：条目“{entry}”是链接或特殊文件，只允许包含文件和文件夹',
  },
  ARCHIVE_DUPLICATE_ENTRY: {
    code: 1411,
    status: 400,
    en: 'The archive was refused: it contains "{entry}" more than once.',
    zh: '压缩包已被拒绝：条目“{entry}”重复出现',
  },
  ARCHIVE_TOO_MANY_ENTRIES: {
    code: 1412,
    status: 413,
    en: 'The archive was refused: it has more than {limit} entries.',
    zh: '压缩包已被拒绝：条目数超过 {limit} 个',
  },
  ARCHIVE_TOO_LARGE_UNCOMPRESSED: {
    code: 1413,
    status: 413,
    en: 'The archive was refused: its contents unpack to more than {limit}.',
    zh: '压缩包已被拒绝：解压后的内容超过 {limit}',
  },
  ARCHIVE_RATIO_TOO_HIGH: {
    code: 1414,
    status: 413,
    en: 'The archive was refused: the entry "{entry}" is compressed more than {limit} to 1, as archive bombs are.',
    zh: '压缩包已被拒绝：条目“{entry}”的压缩比超过 {limit}:1，疑似压缩炸弹',
  },
  ARCHIVE_UNREADABLE: {
    code: 1415,
    status: 400,
    en: 'The archive could not be read; it may be damaged.',
    zh: '无法读取压缩包，文件可能已损坏',
  },
  SPREADSHEET_UNREADABLE: {
    code: 1416,
    status: 400,
    en: 'The spreadsheet could not be read: it is not a valid .xlsx workbook.',
    zh: '无法读取表格：不是有效的 .xlsx 工作簿',
  },
  SPREADSHEET_UNSAFE: {
    code: 1417,
    status: 400,
    en: 'The spreadsheet declares a DOCTYPE or entities, which are not allowed.',
    zh: '表格包含不允许的 DOCTYPE 或实体声明',
  },
  SPREADSHEET_TOO_LARGE: {
    code: 1418,
    status: 413,
    en: 'The spreadsheet is too large to read: its content unpacks to more than {limit}.',
    zh: '表格过大，无法读取：解压后的内容超过 {limit}',
  },
  UPLOAD_RATE_LIMITED: {
    code: 1419,
    status: 429,
    en: 'Too many uploads in a short time. Please wait a minute and try again.',
    zh: '上传过于频繁，请一分钟后再试',
  },
} as const satisfies ErrorTable;
