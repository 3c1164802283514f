import { type BrandValues, brandValues, fillBrandText } from '@sitewright/blocks';
import type { WebsiteBrand } from '@sitewright/contract';
import type { SiteTemplate, TemplateMenuNode } from './template-kit.ts';

/**
 * The values of the placeholders for one website. Page content and SEO texts keep their
 * placeholders ({{company.phone}}) and are filled at every render from the brand kit as it stands
 * then; only what the back office lists by name (page names, menu labels) is filled once here.
 */
export function placeholderValues(websiteName: string, brand: WebsiteBrand): BrandValues {
  return brandValues(websiteName, {
    logo: '',
    companyName: brand.company_name,
    tagline: brand.tagline,
    address: brand.address,
    phone: brand.phone,
    email: brand.email,
  });
}

function fillMenu(nodes: readonly TemplateMenuNode[], values: BrandValues) {
  return nodes.map(
    (node): TemplateMenuNode => ({
      ...node,
      label: fillBrandText(node.label, values),
      ...(node.children ? { children: fillMenu(node.children, values) } : {}),
    }),
  );
}

/** The template with its page names and menu labels naming one website. */
export function fillTemplate(template: SiteTemplate, values: BrandValues): SiteTemplate {
  return {
    ...template,
    pages: template.pages.map((page) => ({ ...page, name: fillBrandText(page.name, values) })),
    menu: fillMenu(template.menu, values),
  };
}
