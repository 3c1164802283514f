// Everything the interface needs in Chinese besides the features' own texts, loaded as one chunk
// when the language is Chinese (load-language.ts).
export { default as antdZh } from 'antd/es/locale/zh_CN';
export { zh } from './zh.ts';
