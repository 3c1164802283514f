import type { TemplateId } from '@sitewright/contract';
import type { SiteTemplate } from '../template-kit.ts';
import { corporate } from './corporate.ts';
import { exhibitionAndEvents } from './exhibition-and-events.ts';
import { productsAndCatalogue } from './products-and-catalogue.ts';
import { restaurant } from './restaurant.ts';
import { saasLaunch } from './saas-launch.ts';

/** Every template, in the order the picker shows them. */
export const TEMPLATES: readonly SiteTemplate[] = [
  corporate,
  exhibitionAndEvents,
  productsAndCatalogue,
  saasLaunch,
  restaurant,
];

export function templateById(id: TemplateId): SiteTemplate | undefined {
  return TEMPLATES.find((t) => t.id === id);
}
