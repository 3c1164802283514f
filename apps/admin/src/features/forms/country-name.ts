/** A country's name in the operator's language from its ISO code; the code itself if unknown. */
export function countryName(code: string, lang: string): string {
  try {
    return new Intl.DisplayNames([lang === 'zh' ? 'zh-CN' : lang, 'en'], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
