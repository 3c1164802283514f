import { z } from 'zod';
import { uiLang } from '../context.ts';
import { cx, defineBlock } from '../define-block.ts';
import { linkOrHash } from '../urls.ts';

/**
 * Links to the page being read in the website's other languages (its translation, or that
 * language's home page when the page has none). With one language there is nothing to switch to,
 * so the bar is left out of the published page; the editor canvas still shows it dimmed.
 */
export const languageSwitcher = defineBlock({
  type: 'language-switcher',
  label: { en: 'Language switcher', zh: '语言切换' },
  category: 'navigation',
  schema: z.strictObject({
    /** Native names (English, Deutsch) or codes (EN, DE). */
    display: z.enum(['names', 'codes']).default('names'),
    align: z.enum(['left', 'center', 'right']).default('right'),
    background: z.enum(['surface', 'muted', 'primary', 'dark']).default('muted'),
  }),
  defaults: { display: 'names', align: 'right', background: 'muted' },
  View({ props, context }) {
    const zh = uiLang(context.lang) === 'zh';
    const languages = context.languages ?? [];
    const single = languages.length < 2;
    const shown = single
      ? [{ lang: context.lang, label: context.lang, href: '', alternate: false, current: true }]
      : languages;
    return (
      <nav
        className={cx('sw-block sw-lang', `sw-bg-${props.background}`, single && 'sw-lang--single')}
        aria-label={zh ? '语言' : 'Language'}
      >
        <ul className={`sw-container sw-lang__list sw-text-${props.align}`}>
          {shown.map((language) => {
            const text = props.display === 'codes' ? language.lang.toUpperCase() : language.label;
            return (
              <li key={language.lang}>
                {language.current ? (
                  <span
                    className="sw-lang__link sw-lang__link--current"
                    aria-current="true"
                    lang={language.lang}
                  >
                    {text}
                  </span>
                ) : (
                  <a
                    className="sw-lang__link"
                    href={linkOrHash(language.href)}
                    hrefLang={language.lang}
                    lang={language.lang}
                  >
                    {text}
                  </a>
                )}
              </li>
            );
          })}
        </ul>
      </nav>
    );
  },
});
