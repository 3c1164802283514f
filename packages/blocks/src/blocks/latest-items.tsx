import { z } from 'zod';
import { LATEST_KINDS, uiLang } from '../context.ts';
import { defineBlock } from '../define-block.ts';
import { PlainText } from '../plain-text.ts';
import { linkOrHash } from '../urls.ts';
import { AccordionEntry } from './item-list.tsx';

const EMPTY = {
  articles: { en: 'No articles yet', zh: '暂无文章' },
  products: { en: 'No products yet', zh: '暂无产品' },
  faqs: { en: 'No questions yet', zh: '暂无常见问题' },
  meetings: { en: 'No meetings yet', zh: '暂无会议' },
} as const;

export const latestItems = defineBlock({
  type: 'latest-items',
  label: { en: 'Latest items', zh: '最新内容' },
  category: 'dynamic',
  schema: z.strictObject({
    kind: z.enum(LATEST_KINDS),
    title: PlainText.trim().max(200).optional(),
    count: z.number().int().min(1).max(24).default(6),
    layout: z.enum(['list', 'grid']).default('list'),
  }),
  defaults: { kind: 'articles', count: 6, layout: 'list' },
  View({ props, context }) {
    const lang = uiLang(context.lang);
    const items = (context.latest?.[props.kind] ?? []).slice(0, props.count);
    return (
      <section className={`sw-block sw-latest sw-latest--${props.layout} sw-latest--${props.kind}`}>
        {props.title ? <h2 className="sw-latest__title">{props.title}</h2> : null}
        {items.length === 0 ? (
          <p className="sw-empty">{EMPTY[props.kind][lang]}</p>
        ) : props.kind === 'faqs' ? (
          // The FAQ block: each question opens its answer in place, without script.
          <ul className="sw-latest__list sw-faq">
            {items.map((item, i) => (
              <AccordionEntry
                // biome-ignore lint/suspicious/noArrayIndexKey: items come in display order
                key={i}
                item={item}
                context={context}
                className="sw-latest__item sw-faq__item"
              />
            ))}
          </ul>
        ) : (
          <ul className="sw-latest__list">
            {items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: items come in display order
              <li className="sw-latest__item" key={i}>
                {item.image ? (
                  <img className="sw-latest__image" src={linkOrHash(item.image)} alt="" loading="lazy" />
                ) : null}
                <a className="sw-latest__link" href={linkOrHash(item.href)}>
                  {item.title}
                </a>
                {item.date ? <time dateTime={item.date}>{item.date}</time> : null}
                {item.summary ? <p className="sw-latest__summary">{item.summary}</p> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  },
});
