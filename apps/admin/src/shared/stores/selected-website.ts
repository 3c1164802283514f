/** What the app remembers about the website being managed (spec §4). */
export interface SelectedWebsite {
  website_id: number;
  name: string;
  flag_code: string;
  domain: string;
  fixed_domain: string;
  curr_preview_link: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Reads a stored selection, refusing anything that is not a well-formed website. */
export function parseSelectedWebsite(raw: string | null): SelectedWebsite | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const id = value.website_id;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) return null;
  const text = (key: string) => (typeof value[key] === 'string' ? (value[key] as string) : '');
  return {
    website_id: id,
    name: text('name'),
    flag_code: text('flag_code'),
    domain: text('domain'),
    fixed_domain: text('fixed_domain'),
    curr_preview_link: text('curr_preview_link'),
  };
}

/** Keeps only the remembered fields of a website answer. */
export function toSelectedWebsite(website: SelectedWebsite): SelectedWebsite {
  const { website_id, name, flag_code, domain, fixed_domain, curr_preview_link } = website;
  return { website_id, name, flag_code, domain, fixed_domain, curr_preview_link };
}
