import { FLAG_CODES, type FlagCode } from '@sitewright/contract';
import { FLAG_URLS } from './flag-urls.ts';

function isFlagCode(code: string): code is FlagCode {
  return (FLAG_CODES as readonly string[]).includes(code);
}

export interface FlagIconProps {
  code: string;
  /** Height in px; the width follows the 4:3 artwork. */
  size?: number;
  /** Text for assistive technology; omit when the country name stands beside the flag. */
  label?: string;
}

/**
 * A country flag drawn from an image, not an emoji: Windows and many Linux desktops have no flag
 * emoji and would show two letters instead.
 */
export function FlagIcon({ code, size = 14, label }: FlagIconProps) {
  const upper = code.toUpperCase();
  if (!isFlagCode(upper)) return null;
  return (
    <img
      src={FLAG_URLS[upper]}
      width={Math.round((size * 4) / 3)}
      height={size}
      alt={label ?? ''}
      aria-hidden={label ? undefined : true}
      loading="lazy"
      decoding="async"
      style={{
        display: 'inline-block',
        verticalAlign: '-2px',
        borderRadius: 2,
        boxShadow: '0 0 0 1px rgba(0,0,0,0.08)',
      }}
    />
  );
}
