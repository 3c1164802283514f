import { z } from 'zod';
import { type ItemCard, type ItemRelationView, uiLang } from '../context.ts';
import { defineBlock } from '../define-block.ts';
import { PlainText } from '../plain-text.ts';
import { linkOrHash } from '../urls.ts';

const EMPTY = { en: 'The sponsors show here by level', zh: '赞助商将按级别显示在此处' } as const;

/** One logo (or the name, without one) leading to the sponsor's website when it has one. */
function SponsorLogo({ item }: { item: ItemCard }) {
  const face = item.image ? (
    <img className="sw-sponsors__logo" src={linkOrHash(item.image)} alt={item.title} loading="lazy" />
  ) : (
    <span className="sw-sponsors__name">{item.title}</span>
  );
  return (
    <li className="sw-sponsors__item">
      {item.href ? (
        <a href={linkOrHash(item.href)} rel="noopener sponsored" target="_blank">
          {face}
        </a>
      ) : (
        face
      )}
    </li>
  );
}

/** Linked items in groups, highest level first: the sponsor wall of a meeting. */
export function SponsorWallView({ wall, heading }: { wall: ItemRelationView; heading?: string | undefined }) {
  const groups = wall.groups ?? [{ label: '', items: wall.items }];
  return (
    <section className={`sw-sponsors sw-sponsors--${wall.key}`}>
      <h2>{heading || wall.name}</h2>
      {groups
        .filter((g) => g.items.length > 0)
        .map((group, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: levels come in their order
          <div className="sw-sponsors__level" key={i}>
            {group.label ? <h3>{group.label}</h3> : null}
            <ul className="sw-sponsors__list">
              {group.items.map((item, j) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: sponsors come in the chosen order
                <SponsorLogo key={j} item={item} />
              ))}
            </ul>
          </div>
        ))}
    </section>
  );
}

/**
 * The sponsor wall of the meeting the page shows, by level. Placed on a meeting's detail page
 * (its function page) it shows that meeting's sponsors; the detail view shows the same wall when
 * the page holds no such block.
 */
export const sponsorWall = defineBlock({
  type: 'sponsor-wall',
  label: { en: 'Sponsor wall', zh: '赞助商墙' },
  category: 'dynamic',
  schema: z.strictObject({ title: PlainText.trim().max(200).optional() }),
  defaults: {},
  View({ props, context }) {
    const wall = context.item?.relations?.find((r) => r.groups !== undefined);
    if (!wall || wall.items.length === 0) {
      return (
        <section className="sw-block sw-sponsors">
          <p className="sw-empty">{EMPTY[uiLang(context.lang)]}</p>
        </section>
      );
    }
    return (
      <div className="sw-block">
        <div className="sw-container">
          <SponsorWallView wall={wall} heading={props.title} />
        </div>
      </div>
    );
  },
});
