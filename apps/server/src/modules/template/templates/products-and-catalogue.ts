import { TEMPLATE_CARDS } from '@sitewright/contract';
import { type SiteTemplate, templateFrame, templatePage } from '../template-kit.ts';

const footer = {
  // Empty: the footer shows the website's company name and business details as they stand.
  text: '',
  links: [
    { label: 'Catalogue', href: '/catalogue' },
    { label: 'About', href: '/about' },
    { label: 'Support', href: '/support' },
    { label: 'Dealers', href: '/dealers' },
  ],
};

const page = templatePage;

const specTable = (rows: string[][], caption: string) => ({
  rows: [['Specification', 'Value'], ...rows],
  headerRow: true,
  headerColumn: true,
  caption,
});

/** A maker's catalogue: categories, product pages with specifications, dealers and support. */
export const productsAndCatalogue: SiteTemplate = {
  id: 'products-and-catalogue',
  name: TEMPLATE_CARDS['products-and-catalogue'].name,
  description: {
    en: 'A product catalogue with categories, product pages with specifications and downloads, support and a dealer map.',
    zh: '产品目录网站：产品分类、带规格和下载的产品页、售后支持以及经销商地图。',
  },
  previewImage: TEMPLATE_CARDS['products-and-catalogue'].previewImage,
  theme: { palette: 'forest', fontPair: 'classic', animation: 'zoom' },
  frame: templateFrame(footer),
  pages: [
    page(
      {
        key: 'home',
        name: 'Home',
        path: '',
        seoTitle: '{{website.name}}: furniture, lighting and kitchenware made to last',
        description:
          'Solid furniture, warm lighting and everyday kitchenware, designed and made in our own workshop.',
        keywords: 'furniture, lighting, kitchenware, catalogue',
      },
      (k) => [
        k.section(
          {
            background: 'primary',
            padding: 'large',
            width: 'full',
            backgroundImage: '/template-assets/products-hero.svg',
          },
          [
            k.heading('Things for the home, made to last', 1, 'center'),
            k.text(
              '<p>Furniture, lighting and kitchenware designed in our own workshop and built from materials we can name.</p>',
            ),
            k.button('Browse the catalogue', '/catalogue', 'secondary', 'center'),
          ],
        ),
        k.section({ padding: 'large' }, [
          k.heading('Best sellers', 2, 'center'),
          k.node('gallery', {
            images: [
              {
                src: '/template-assets/product-chair.svg',
                alt: 'Green lounge chair with oak legs',
                caption: 'Alma lounge chair',
                link: '/alma-lounge-chair',
              },
              {
                src: '/template-assets/product-lamp.svg',
                alt: 'Brass desk lamp',
                caption: 'Faro desk lamp',
                link: '/faro-desk-lamp',
              },
              {
                src: '/template-assets/product-bottle.svg',
                alt: 'Blue insulated bottle',
                caption: 'Rio bottle',
                link: '/rio-bottle',
              },
            ],
            layout: 'grid',
            columns: 3,
          }),
        ]),
        k.section({ background: 'surface', padding: 'large' }, [
          k.node('latest-items', { kind: 'products', title: 'New this season', count: 8, layout: 'grid' }),
        ]),
      ],
    ),
    page(
      {
        key: 'catalogue',
        name: 'Catalogue',
        path: 'catalogue',
        seoTitle: 'Catalogue | {{company.name}}',
        description: 'All product families: furniture, lighting and kitchenware.',
        keywords: 'catalogue, products',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Catalogue', 1),
          k.node('search-box', { placeholder: 'Search the catalogue', align: 'left' }),
          k.columns([
            [
              k.image('product-chair.svg', 'Lounge chair'),
              k.heading('Furniture', 3),
              k.button('View furniture', '/furniture', 'outline'),
            ],
            [
              k.image('product-lamp.svg', 'Desk lamp'),
              k.heading('Lighting', 3),
              k.button('View lighting', '/lighting', 'outline'),
            ],
            [
              k.image('product-bottle.svg', 'Insulated bottle'),
              k.heading('Kitchenware', 3),
              k.button('View the bottle', '/rio-bottle', 'outline'),
            ],
          ]),
          k.node('attachments', {
            title: 'Downloads',
            files: [
              { name: 'Dimensions sheet', href: '/template-assets/product-size-chart.svg', size: 1600 },
            ],
          }),
        ]),
      ],
    ),
    page(
      {
        key: 'furniture',
        name: 'Furniture',
        path: 'furniture',
        seoTitle: 'Furniture | {{company.name}}',
        description: 'Chairs, tables and shelving in solid oak and wool.',
        keywords: 'furniture, chairs, oak',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Furniture', 1),
          k.text(
            '<p>Every piece is made from FSC-certified oak and upholstered with Portuguese wool. Covers can be removed and washed.</p>',
          ),
          k.columns(
            [
              [k.image('product-chair.svg', 'Alma lounge chair in moss green')],
              [
                k.heading('Alma lounge chair', 3),
                k.text('<p>A deep seat with a high back for long evenings.</p>'),
                k.button('See the Alma', '/alma-lounge-chair'),
              ],
            ],
            { align: 'center' },
          ),
        ]),
      ],
    ),
    page(
      {
        key: 'chair',
        name: 'Alma lounge chair',
        path: 'alma-lounge-chair',
        seoTitle: 'Alma lounge chair | {{company.name}}',
        description: 'Oak and wool lounge chair, available in three colours.',
        keywords: 'lounge chair, oak, wool',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.columns([
            [k.image('product-chair.svg', 'Alma lounge chair, side view')],
            [
              k.heading('Alma lounge chair', 1),
              k.text(
                '<p><strong>€890</strong></p><p>Moss green, stone grey or rust. Made to order in four weeks.</p>',
              ),
              k.node(
                'table',
                specTable(
                  [
                    ['Width', '78 cm'],
                    ['Depth', '82 cm'],
                    ['Height', '96 cm'],
                    ['Frame', 'Solid oak'],
                    ['Cover', '100% wool'],
                  ],
                  'Specifications',
                ),
              ),
              k.button('Find a dealer', '/dealers'),
            ],
          ]),
          k.node('attachments', {
            title: 'Product documents',
            files: [{ name: 'Alma dimensions', href: '/template-assets/product-size-chart.svg', size: 1600 }],
          }),
        ]),
      ],
    ),
    page(
      {
        key: 'lighting',
        name: 'Lighting',
        path: 'lighting',
        seoTitle: 'Lighting | {{company.name}}',
        description: 'Desk, floor and pendant lamps in brass and linen.',
        keywords: 'lighting, lamps, brass',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Lighting', 1),
          k.text(
            '<p>Warm LED light in solid brass, with replaceable bulbs and cables long enough for real rooms.</p>',
          ),
          k.image('product-lamp.svg', 'Faro desk lamp in brass'),
          k.button('See the Faro', '/faro-desk-lamp', 'primary', 'center'),
        ]),
      ],
    ),
    page(
      {
        key: 'lamp',
        name: 'Faro desk lamp',
        path: 'faro-desk-lamp',
        seoTitle: 'Faro desk lamp | {{company.name}}',
        description: 'Adjustable brass desk lamp with a dimmable LED.',
        keywords: 'desk lamp, brass, LED',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.columns([
            [k.image('product-lamp.svg', 'Faro desk lamp with its arm raised')],
            [
              k.heading('Faro desk lamp', 1),
              k.text(
                '<p><strong>€240</strong></p><p>Two joints, a weighted base and a dimmer in the cable.</p>',
              ),
              k.node(
                'table',
                specTable(
                  [
                    ['Height', '45–70 cm'],
                    ['Light', '2,700 K, 600 lm'],
                    ['Power', '8 W LED'],
                    ['Cable', '2.5 m, fabric'],
                  ],
                  'Specifications',
                ),
              ),
            ],
          ]),
          k.node('chart', {
            kind: 'bar',
            title: 'Energy use per year (kWh, 4 hours a day)',
            rows: [
              ['', 'kWh'],
              ['Faro LED', '12'],
              ['Halogen lamp', '53'],
              ['Incandescent lamp', '88'],
            ],
            headerRow: true,
            headerColumn: true,
          }),
        ]),
      ],
    ),
    page(
      {
        key: 'bottle',
        name: 'Rio bottle',
        path: 'rio-bottle',
        seoTitle: 'Rio insulated bottle | {{company.name}}',
        description: 'Stainless steel bottle that keeps drinks cold for 24 hours.',
        keywords: 'bottle, kitchenware, stainless steel',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.columns([
            [k.image('product-bottle.svg', 'Rio bottle in river blue')],
            [
              k.heading('Rio insulated bottle', 1),
              k.text(
                '<p><strong>€32</strong></p><p>Double-walled stainless steel, a cork-free lid and a sleeve that survives the dishwasher.</p>',
              ),
              k.node(
                'table',
                specTable(
                  [
                    ['Volume', '750 ml'],
                    ['Cold', '24 hours'],
                    ['Hot', '12 hours'],
                    ['Weight', '340 g'],
                  ],
                  'Specifications',
                ),
              ),
            ],
          ]),
        ]),
      ],
    ),
    page(
      {
        key: 'about',
        name: 'About',
        path: 'about',
        seoTitle: 'About {{company.name}}',
        description: 'A family workshop making furniture and homeware since 1998.',
        keywords: 'about, workshop',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('About {{company.name}}', 1),
          k.text(
            '<p>{{company.name}} started as a two-person joinery in 1998. Today 64 people design, build and ship everything we sell from the same street.</p><p>We repair what we make: spare parts for every product stay available for at least ten years.</p>',
          ),
          k.node('chart', {
            kind: 'line',
            title: 'Products repaired instead of replaced',
            rows: [
              ['', 'Repairs'],
              ['2022', '410'],
              ['2023', '620'],
              ['2024', '880'],
              ['2025', '1140'],
            ],
            headerRow: true,
            headerColumn: true,
          }),
        ]),
      ],
    ),
    page(
      {
        key: 'support',
        name: 'Support',
        path: 'support',
        seoTitle: 'Support and care | {{company.name}}',
        description: 'Care instructions, warranty and answers to common questions.',
        keywords: 'support, warranty, care, faq',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Support and care', 1),
          k.heading('How long is the warranty?', 3),
          k.text('<p>Five years on furniture frames and lamps, two years on covers and kitchenware.</p>'),
          k.heading('How do I clean a wool cover?', 3),
          k.text('<p>Unzip it and wash at 30 °C on a wool programme. Dry it flat.</p>'),
          k.heading('Can I order spare parts?', 3),
          k.text(
            '<p>Yes. Write to us with the product name and the part you need; most parts ship within a week.</p>',
          ),
          k.spacer('sm'),
          k.node('latest-items', { kind: 'faqs', title: 'More questions', count: 8, layout: 'list' }),
        ]),
      ],
    ),
    page(
      {
        key: 'news',
        name: 'News',
        path: 'news',
        seoTitle: 'News | {{company.name}}',
        description: 'New products, workshop stories and events.',
        keywords: 'news, new products',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('News from the workshop', 1),
          k.node('item-list', { collection: 'news', layout: 'list', heading: false }),
        ]),
      ],
    ),
    page(
      {
        key: 'dealers',
        name: 'Dealers and contact',
        path: 'dealers',
        seoTitle: 'Dealers and contact | {{company.name}}',
        description: 'Visit our showroom or find a dealer near you.',
        keywords: 'dealers, showroom, contact, map',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Showroom and dealers', 1),
          k.columns([
            [
              k.text(
                '<p><strong>{{company.name}} showroom</strong><br>{{company.address}}</p><p>Tuesday to Saturday, 10:00 to 19:00<br>Phone: {{company.phone}}<br>Email: {{company.email}}</p>',
              ),
              k.node('table', {
                rows: [
                  ['City', 'Dealer'],
                  ['Lisbon', 'Casa Tejo'],
                  ['Madrid', 'Estudio Norte'],
                  ['Lyon', 'Maison Rivière'],
                ],
                headerRow: true,
                headerColumn: false,
                caption: 'Dealers',
              }),
            ],
            [
              k.node('map', {
                address: '{{company.address}}',
                zoom: 16,
                provider: 'openstreetmap',
                height: 400,
              }),
            ],
          ]),
        ]),
      ],
    ),
  ],
  menu: [
    { label: 'Home', page: 'home' },
    {
      label: 'Catalogue',
      page: 'catalogue',
      children: [
        { label: 'Furniture', page: 'furniture', children: [{ label: 'Alma lounge chair', page: 'chair' }] },
        { label: 'Lighting', page: 'lighting', children: [{ label: 'Faro desk lamp', page: 'lamp' }] },
        { label: 'Rio bottle', page: 'bottle' },
      ],
    },
    { label: 'About', page: 'about', children: [{ label: 'News', page: 'news' }] },
    { label: 'Support', page: 'support' },
    { label: 'Dealers and contact', page: 'dealers' },
  ],
};
