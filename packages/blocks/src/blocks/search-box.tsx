import { z } from 'zod';
import { uiLang } from '../context.ts';
import { defineBlock } from '../define-block.ts';
import { PlainText } from '../plain-text.ts';

const TEXT = {
  en: { label: 'Search this site', placeholder: 'Search…', button: 'Search' },
  zh: { label: '搜索本站', placeholder: '搜索…', button: '搜索' },
} as const;

/** The address of the search page when the page is rendered outside a published site (the editor canvas). */
const DEFAULT_SEARCH_PATH = '/search';

/**
 * A search form that works without script: a GET form to the site's search page (in the page's
 * language), whose answer the site server fills with results.
 */
export const searchBox = defineBlock({
  type: 'search-box',
  label: { en: 'Search box', zh: '搜索框' },
  category: 'dynamic',
  schema: z.strictObject({
    placeholder: PlainText.trim().max(80).optional(),
    buttonText: PlainText.trim().max(40).optional(),
    align: z.enum(['left', 'center']).default('left'),
  }),
  defaults: { align: 'left' },
  View({ id, props, context }) {
    const text = TEXT[uiLang(context.lang)];
    const inputId = `sw-search-${id}`;
    return (
      <search className={`sw-block sw-search-box sw-text-${props.align}`}>
        <form className="sw-search-box__form" method="get" action={context.searchPath ?? DEFAULT_SEARCH_PATH}>
          <label className="sw-visually-hidden" htmlFor={inputId}>
            {text.label}
          </label>
          <input
            type="search"
            name="q"
            id={inputId}
            className="sw-search-box__input"
            placeholder={props.placeholder || text.placeholder}
            maxLength={100}
          />
          <button type="submit" className="sw-button sw-button--primary sw-button--medium">
            {props.buttonText || text.button}
          </button>
        </form>
      </search>
    );
  },
});
