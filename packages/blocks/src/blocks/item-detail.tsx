import { COLLECTION_NAMES } from '@sitewright/contract';
import { z } from 'zod';
import { type ItemDetailView, uiLang } from '../context.ts';
import { defineBlock } from '../define-block.ts';
import { expandRichTextEmbeds } from '../rich-text-embeds.tsx';
import { sanitizeRichText } from '../sanitize-html.ts';
import { linkOrHash } from '../urls.ts';
import { ProductBuy } from './buy-form.tsx';
import { ProductInquiry, RegistrationForm } from './form.tsx';
import { ItemCardView } from './item-list.tsx';
import { searchSkip } from './search-results.tsx';
import { mapEmbedUrl, mapLinkUrl } from './map.tsx';
import { SponsorWallView } from './sponsor-wall.tsx';

const EMPTY = { en: 'The item shows here on its page', zh: '内容详情将显示在此处' } as const;

/**
 * One item of a collection on its own page: title, date, pictures, its short fields (author,
 * model, price), summary, body, attributes, downloads, categories and tags, previous and next,
 * and related items. A function page (article or product detail) holds it; the publisher fills it.
 */
/** The place of an item as the map block shows one: an embedded map when it can be, and a link. */
function ItemMap({ place, zh }: { place: NonNullable<ItemDetailView['map']>; zh: boolean }) {
  const props = {
    address: place.address,
    ...(place.latitude !== undefined ? { latitude: place.latitude } : {}),
    ...(place.longitude !== undefined ? { longitude: place.longitude } : {}),
    zoom: 15,
    provider: 'openstreetmap' as const,
  };
  const embed = mapEmbedUrl(props);
  return (
    <figure className={embed ? 'sw-map sw-item__map' : 'sw-map sw-map--card sw-item__map'}>
      {embed ? (
        <iframe
          className="sw-map__frame"
          src={embed}
          title={zh ? `地图：${place.address}` : `Map: ${place.address}`}
          loading="lazy"
          referrerPolicy="no-referrer"
          style={{ height: 320 }}
        />
      ) : null}
      <figcaption>
        <address>{place.address}</address>{' '}
        <a
          href={place.link ? linkOrHash(place.link) : mapLinkUrl(props)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {zh ? '查看大地图' : 'Open the map'}
        </a>
      </figcaption>
    </figure>
  );
}

export const itemDetail = defineBlock({
  type: 'item-detail',
  label: { en: 'Collection item', zh: '内容详情' },
  category: 'dynamic',
  schema: z.strictObject({ collection: z.enum(COLLECTION_NAMES) }),
  defaults: { collection: 'news' },
  View({ props, context }) {
    const zh = uiLang(context.lang) === 'zh';
    const item = context.item?.collection === props.collection ? context.item : undefined;
    if (!item) {
      return (
        <section className="sw-block sw-item">
          <p className="sw-empty">{EMPTY[zh ? 'zh' : 'en']}</p>
        </section>
      );
    }
    // The stored body passed the whitelist at save; publishing filters it again (DESIGN §6).
    const body = item.body ? expandRichTextEmbeds(sanitizeRichText(item.body), context) : '';
    const [main, ...more] = item.images;
    return (
      <article className={`sw-block sw-item sw-item--${item.collection}`}>
        <div className="sw-container">
          <h1 className="sw-item__title">{item.title}</h1>
          {item.date ? (
            <p className="sw-item__meta">
              <time dateTime={item.date}>{item.date.slice(0, 10)}</time>
            </p>
          ) : null}
          {main ? (
            <figure className="sw-item__media">
              <img className="sw-item__image" src={linkOrHash(main)} alt={item.title} />
              {more.length > 0 ? (
                <ul className="sw-item__gallery">
                  {more.map((src, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the gallery's order is its identity
                    <li key={i}>
                      <img src={linkOrHash(src)} alt="" loading="lazy" />
                    </li>
                  ))}
                </ul>
              ) : null}
            </figure>
          ) : null}
          {item.facts.length > 0 ? (
            <dl className="sw-item__facts">
              {item.facts.map((fact, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: facts come in the definition's order
                <div key={i}>
                  <dt>{fact.name}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          {item.actions && item.actions.length > 0 ? (
            <ul className="sw-item__actions">
              {item.actions.map((action, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: actions come in display order
                <li key={i}>
                  <a className="sw-button" href={linkOrHash(action.href ?? '')}>
                    {action.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {item.map ? <ItemMap place={item.map} zh={zh} /> : null}
          {item.summary ? <p className="sw-item__summary">{item.summary}</p> : null}
          {body ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: filtered through the whitelist just above
            <div className="sw-item__body sw-rich-text" dangerouslySetInnerHTML={{ __html: body }} />
          ) : null}
          {item.specs.length > 0 ? (
            <table className="sw-item__specs">
              <caption>{item.labels.specs}</caption>
              <tbody>
                {item.specs.map((row, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows come in the attributes' order
                  <tr key={i}>
                    <th scope="row">{row.name}</th>
                    <td>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {item.downloads.length > 0 ? (
            <section className="sw-item__downloads">
              <h2>{item.labels.downloads}</h2>
              <ul>
                {item.downloads.map((file, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: files come in their stored order
                  <li key={i}>
                    <a href={linkOrHash(file.url)} download>
                      {file.name}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {item.categories.length > 0 || item.tags.length > 0 ? (
            <ul className="sw-item__terms">
              {item.categories.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: terms come in display order
                <li key={`c${i}`} className="sw-item__category">
                  {c.href ? <a href={linkOrHash(c.href)}>{c.label}</a> : c.label}
                </li>
              ))}
              {item.tags.map((t, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: terms come in display order
                <li key={`t${i}`} className="sw-item__tag">
                  #{t.label}
                </li>
              ))}
            </ul>
          ) : null}
          {item.previous || item.next ? (
            <nav className="sw-item__neighbours" aria-label={zh ? '上一篇和下一篇' : 'Previous and next'}>
              {item.previous ? (
                <a rel="prev" href={linkOrHash(item.previous.href)}>
                  {item.labels.previous}: {item.previous.title}
                </a>
              ) : null}
              {item.next ? (
                <a rel="next" href={linkOrHash(item.next.href)}>
                  {item.labels.next}: {item.next.title}
                </a>
              ) : null}
            </nav>
          ) : null}
          {item.agenda && item.agenda.days.length > 0 ? (
            <section className="sw-item__agenda">
              <h2>{item.agenda.heading}</h2>
              {item.agenda.days.map((day, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: days come in time order
                <div className="sw-agenda__day" key={i}>
                  <h3>{day.label}</h3>
                  <ol className="sw-agenda__sessions">
                    {day.sessions.map((session, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: sessions come in time order
                      <li className="sw-agenda__session" key={j}>
                        <span className="sw-agenda__time">{session.time}</span>
                        <span className="sw-agenda__title">{session.title}</span>
                        {session.room ? <span className="sw-agenda__room">{session.room}</span> : null}
                        {session.speakers.length > 0 ? (
                          <ul className="sw-agenda__speakers">
                            {session.speakers.map((speaker, k) => (
                              // biome-ignore lint/suspicious/noArrayIndexKey: speakers come in the chosen order
                              <li key={k}>
                                {speaker.href ? (
                                  <a href={linkOrHash(speaker.href)}>{speaker.label}</a>
                                ) : (
                                  speaker.label
                                )}
                              </li>
                            ))}
                          </ul>
                        ) : null}
                      </li>
                    ))}
                  </ol>
                </div>
              ))}
            </section>
          ) : null}
          {item.links && item.links.length > 0 ? (
            <ul className="sw-item__links">
              {item.links.map((link, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: links come in the stored order
                <li key={i}>
                  <a href={linkOrHash(link.href ?? '')} rel="noopener" target="_blank">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {(item.relations ?? [])
            .filter((relation) => relation.items.length > 0 && relation.groups !== undefined)
            .map((relation) => (
              <SponsorWallView key={relation.key} wall={relation} />
            ))}
          {(item.relations ?? [])
            .filter((relation) => relation.items.length > 0 && relation.groups === undefined)
            .map((relation) => (
              <section
                key={relation.key}
                className={`sw-item__relation sw-item__relation--${relation.key} sw-items sw-items--grid`}
              >
                <h2>{relation.name}</h2>
                <ul className="sw-items__list">
                  {relation.items.map((card, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: linked items come in the chosen order
                    <ItemCardView key={i} item={card} />
                  ))}
                </ul>
              </section>
            ))}
          {item.related.length > 0 ? (
            // Other items' titles and summaries: the site search finds this item by its own words only.
            <section className="sw-item__related sw-items sw-items--grid" {...searchSkip}>
              <h2>{item.labels.related}</h2>
              <ul className="sw-items__list">
                {item.related.map((card, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: related items come in display order
                  <ItemCardView key={i} item={card} />
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        {item.buy ? <ProductBuy context={context} productId={item.buy.productId} /> : null}
        {item.collection === 'product' && item.id !== undefined ? (
          <ProductInquiry context={context} product={{ id: item.id, title: item.title }} />
        ) : null}
        {item.registrationFormId !== undefined ? (
          <RegistrationForm context={context} formId={item.registrationFormId} />
        ) : null}
      </article>
    );
  },
});
