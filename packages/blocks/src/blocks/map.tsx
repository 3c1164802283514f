import { z } from 'zod';
import { uiLang } from '../context.ts';
import { defineBlock } from '../define-block.ts';
import { PlainText } from '../plain-text.ts';

interface MapProps {
  address: string;
  latitude?: number;
  longitude?: number;
  zoom: number;
  provider: 'openstreetmap' | 'google';
}

/**
 * The embedded map's address, needing no API key, or null when there is nothing to embed.
 * OpenStreetMap's embed takes coordinates only (it cannot look an address up), so an address
 * alone becomes a link card unless the operator chose Google's keyless place embed.
 */
export function mapEmbedUrl(props: MapProps): string | null {
  if (props.provider === 'openstreetmap') {
    if (props.latitude === undefined || props.longitude === undefined) return null;
    const span = 360 / 2 ** props.zoom;
    const { latitude: lat, longitude: lon } = props;
    const bbox = [lon - span, lat - span / 2, lon + span, lat + span / 2].map((n) => n.toFixed(5)).join(',');
    return `https://www.openstreetmap.org/export/embed.html?bbox=${encodeURIComponent(bbox)}&layer=mapnik&marker=${lat.toFixed(6)},${lon.toFixed(6)}`;
  }
  return `https://maps.google.com/maps?q=${encodeURIComponent(props.address)}&z=${props.zoom}&output=embed`;
}

/** A link to the place on OpenStreetMap, by coordinates when known, else as an address search. */
export function mapLinkUrl(props: MapProps): string {
  if (props.latitude !== undefined && props.longitude !== undefined) {
    return `https://www.openstreetmap.org/?mlat=${props.latitude.toFixed(6)}&mlon=${props.longitude.toFixed(6)}#map=${props.zoom}/${props.latitude.toFixed(6)}/${props.longitude.toFixed(6)}`;
  }
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(props.address)}`;
}

export const map = defineBlock({
  type: 'map',
  label: { en: 'Map', zh: '地图' },
  category: 'media',
  schema: z.strictObject({
    address: PlainText.trim().min(1, 'Enter an address').max(300),
    latitude: z.number().min(-90).max(90).optional(),
    longitude: z.number().min(-180).max(180).optional(),
    zoom: z.number().int().min(1).max(19).default(15),
    provider: z.enum(['openstreetmap', 'google']).default('openstreetmap'),
    height: z.number().int().min(200).max(800).default(360),
  }),
  defaults: {
    address: 'Trafalgar Square, London',
    latitude: 51.508,
    longitude: -0.128,
    zoom: 15,
    provider: 'openstreetmap',
    height: 360,
  },
  View({ props, context }) {
    const zh = uiLang(context.lang) === 'zh';
    const embed = mapEmbedUrl(props);
    // An address taken from the brand kit while it has none: nothing to show or link.
    if (props.address === '' && embed === null) return null;
    return (
      <figure className={embed ? 'sw-block sw-map' : 'sw-block sw-map sw-map--card'}>
        {embed ? (
          <iframe
            className="sw-map__frame"
            src={embed}
            title={zh ? `地图：${props.address}` : `Map: ${props.address}`}
            loading="lazy"
            referrerPolicy="no-referrer"
            style={{ height: props.height }}
          />
        ) : null}
        <figcaption>
          <address>{props.address}</address>{' '}
          <a href={mapLinkUrl(props)} target="_blank" rel="noopener noreferrer">
            {zh ? '查看大地图' : 'Open the map'}
          </a>
        </figcaption>
      </figure>
    );
  },
});
