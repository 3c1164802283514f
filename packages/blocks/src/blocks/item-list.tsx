import { COLLECTION_NAMES } from '@sitewright/contract';
import { z } from 'zod';
import { type ItemCard, type LabelledLink, type RenderContext, uiLang } from '../context.ts';
import { defineBlock } from '../define-block.ts';
import { expandRichTextEmbeds } from '../rich-text-embeds.tsx';
import { sanitizeRichText } from '../sanitize-html.ts';
import { linkOrHash } from '../urls.ts';

const EMPTY = { en: 'Nothing published here yet', zh: '暂无内容' } as const;

/** One card of a list: picture, title, date and summary. Lists and related items share it. */
export function ItemCardView({ item }: { item: ItemCard }) {
  return (
    <li className="sw-items__card">
      {item.image ? (
        <img className="sw-items__image" src={linkOrHash(item.image)} alt="" loading="lazy" />
      ) : null}
      {item.href ? (
        <a className="sw-items__link" href={linkOrHash(item.href)}>
          {item.title}
        </a>
      ) : (
        <span className="sw-items__link">{item.title}</span>
      )}
      {item.date ? <time dateTime={item.date}>{item.date.slice(0, 10)}</time> : null}
      {item.when ? <p className="sw-items__when">{item.when}</p> : null}
      {item.meta ? <p className="sw-items__meta">{item.meta}</p> : null}
      {item.summary ? <p className="sw-items__summary">{item.summary}</p> : null}
    </li>
  );
}

/**
 * One question of an FAQ list: the title opens the answer in place. `<details>`/`<summary>` open
 * and close without any script, so the answer is in the page for visitors, crawlers and the site
 * search alike.
 */
export function AccordionEntry({
  item,
  context,
  className = 'sw-faq__item',
}: {
  item: { title: string; href: string; body?: string | undefined; summary?: string | undefined };
  context: RenderContext;
  className?: string;
}) {
  // The stored answer passed the whitelist at save; it is filtered again here (DESIGN §6).
  const answer = item.body ? expandRichTextEmbeds(sanitizeRichText(item.body), context) : '';
  return (
    <li className={className}>
      <details className="sw-faq__details">
        <summary className="sw-faq__question">{item.title}</summary>
        {answer ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: filtered through the whitelist just above
          <div className="sw-faq__answer sw-rich-text" dangerouslySetInnerHTML={{ __html: answer }} />
        ) : item.summary ? (
          <p className="sw-faq__answer">{item.summary}</p>
        ) : null}
        <a className="sw-faq__link" href={linkOrHash(item.href)}>
          {uiLang(context.lang) === 'zh' ? '查看此问题页面' : 'Open this question on its own page'}
        </a>
      </details>
    </li>
  );
}

/** A GET form to the site search, for a list that offers one (the exhibitor directory); works without script. */
function ListSearch({ context, label }: { context: RenderContext; label: string }) {
  const zh = uiLang(context.lang) === 'zh';
  return (
    <form className="sw-items__search" method="get" action={context.searchPath ?? '/search'}>
      <label>
        <span className="sw-visually-hidden">{zh ? '搜索' : 'Search'}</span>
        <input type="search" name="q" placeholder={label} />
      </label>
      <button type="submit">{zh ? '搜索' : 'Search'}</button>
    </form>
  );
}

/** Links in a row with the current one marked, as categories, filters and page numbers show. */
function LinkRow({ links, label, className }: { links: LabelledLink[]; label: string; className: string }) {
  if (links.length === 0) return null;
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {links.map((link, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: links come in display order
          <li key={i}>
            {link.href !== undefined && !link.current ? (
              <a href={linkOrHash(link.href)}>{link.label}</a>
            ) : (
              <span aria-current={link.current ? 'page' : undefined}>{link.label}</span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A collection's list page (all items, a category, an attribute filter): its cards, the categories,
 * the attribute filters as plain links (no script needed) and the page numbers. The publisher fills
 * the list; the editor canvas shows the empty state.
 */
export const itemList = defineBlock({
  type: 'item-list',
  label: { en: 'Collection list', zh: '内容列表' },
  category: 'dynamic',
  schema: z.strictObject({
    collection: z.enum(COLLECTION_NAMES),
    layout: z.enum(['list', 'grid']).default('grid'),
    /** Whether the list shows its own heading (off on a page with a heading of its own). */
    heading: z.boolean().default(true),
  }),
  defaults: { collection: 'news', layout: 'grid', heading: true },
  View({ props, context }) {
    const zh = uiLang(context.lang) === 'zh';
    const list = context.itemList?.collection === props.collection ? context.itemList : undefined;
    return (
      <section className={`sw-block sw-items sw-items--${props.layout} sw-items--${props.collection}`}>
        <div className="sw-container">
          {list && props.heading ? <h1 className="sw-items__heading">{list.heading}</h1> : null}
          {list?.search ? <ListSearch context={context} label={list.heading} /> : null}
          {list?.feed ? (
            <a className="sw-items__feed" href={linkOrHash(list.feed)}>
              {zh ? '订阅' : 'Feed'}
            </a>
          ) : null}
          {list ? (
            <LinkRow
              links={list.categories}
              label={zh ? '分类' : 'Categories'}
              className="sw-items__categories"
            />
          ) : null}
          {list?.views ? (
            <LinkRow links={list.views} label={zh ? '会议' : 'Lists'} className="sw-items__views" />
          ) : null}
          {list?.facets.map((facet, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: facets come in display order
            <LinkRow key={i} links={facet.options} label={facet.name} className="sw-items__facet" />
          ))}
          {!list || list.items.length === 0 ? (
            <p className="sw-empty">{list?.empty ?? EMPTY[zh ? 'zh' : 'en']}</p>
          ) : list.accordion ? (
            <ul className="sw-items__list sw-faq">
              {list.items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items come in display order
                <AccordionEntry key={i} item={item} context={context} />
              ))}
            </ul>
          ) : (
            <ul className="sw-items__list">
              {list.items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: items come in display order
                <ItemCardView key={i} item={item} />
              ))}
            </ul>
          )}
          {list && list.pages.length > 1 ? (
            <nav className="sw-items__pages" aria-label={zh ? '分页' : 'Pages'}>
              {list.previous ? (
                <a rel="prev" href={linkOrHash(list.previous)}>
                  {zh ? '上一页' : 'Previous'}
                </a>
              ) : null}
              <ul>
                {list.pages.map((page, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: page numbers are the identity
                  <li key={i}>
                    {page.current || page.href === undefined ? (
                      <span aria-current="page">{page.label}</span>
                    ) : (
                      <a href={linkOrHash(page.href)}>{page.label}</a>
                    )}
                  </li>
                ))}
              </ul>
              {list.next ? (
                <a rel="next" href={linkOrHash(list.next)}>
                  {zh ? '下一页' : 'Next'}
                </a>
              ) : null}
            </nav>
          ) : null}
        </div>
      </section>
    );
  },
});
