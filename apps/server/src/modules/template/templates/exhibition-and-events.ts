import { TEMPLATE_CARDS } from '@sitewright/contract';
import { type SiteTemplate, templateFrame, templatePage } from '../template-kit.ts';

const footer = {
  // Empty: the footer shows the website's company name and business details as they stand.
  text: '',
  links: [
    { label: 'Programme', href: '/programme' },
    { label: 'Exhibit', href: '/exhibit' },
    { label: 'Visit', href: '/visit' },
    { label: 'Contact', href: '/contact' },
  ],
};

const page = templatePage;

/** A trade fair with a conference programme: dates, exhibitors, tickets and the venue. */
export const exhibitionAndEvents: SiteTemplate = {
  id: 'exhibition-and-events',
  name: TEMPLATE_CARDS['exhibition-and-events'].name,
  description: {
    en: 'A trade fair or conference website with programme, speakers, exhibitor information, tickets and venue map.',
    zh: '展会或会议网站：日程、演讲嘉宾、参展信息、门票和场馆地图。',
  },
  previewImage: TEMPLATE_CARDS['exhibition-and-events'].previewImage,
  theme: { palette: 'sunset', fontPair: 'geometric', animation: 'rise' },
  frame: templateFrame(footer),
  pages: [
    page(
      {
        key: 'home',
        name: 'Home',
        path: '',
        seoTitle: '{{website.name}} | Green Build Expo, 14–16 April 2027',
        description:
          'Three days of sustainable construction: 220 exhibitors, 60 talks, one hall by the river.',
        keywords: 'expo, trade fair, sustainable construction, conference',
      },
      (k) => [
        k.section(
          {
            background: 'primary',
            padding: 'large',
            width: 'full',
            backgroundImage: '/template-assets/exhibition-stage.svg',
          },
          [
            k.heading('Green Build Expo 2027', 1, 'center'),
            k.text(
              '<p><strong>14–16 April 2027 · {{company.address}}</strong></p><p>Three days of materials, methods and people shaping sustainable construction.</p>',
            ),
            k.button('Get your ticket', '/tickets', 'secondary', 'center'),
          ],
        ),
        k.section({ padding: 'large' }, [
          k.columns([
            [k.heading('220', 2, 'center'), k.text('<p>exhibitors from 18 countries</p>')],
            [k.heading('60', 2, 'center'), k.text('<p>talks and workshops on three stages</p>')],
            [k.heading('9,000', 2, 'center'), k.text('<p>trade visitors expected</p>')],
          ]),
        ]),
        k.section({ background: 'surface', padding: 'large' }, [
          k.columns(
            [
              [k.image('exhibition-hall.svg', 'Exhibition hall with colourful booths')],
              [
                k.heading('Meet the suppliers in person', 2),
                k.text(
                  '<p>Timber, insulation, heat pumps, recycled concrete: see the products, talk to the makers and compare offers in one afternoon.</p>',
                ),
                k.button('Book a stand', '/exhibit', 'primary'),
              ],
            ],
            { align: 'center' },
          ),
        ]),
        k.section({ padding: 'large' }, [
          k.node('latest-items', { kind: 'meetings', title: 'Upcoming sessions', count: 4, layout: 'grid' }),
        ]),
      ],
    ),
    page(
      {
        key: 'programme',
        name: 'Programme',
        path: 'programme',
        seoTitle: 'Programme | Green Build Expo 2027',
        description: 'Talks, workshops and tours on all three days.',
        keywords: 'programme, schedule, talks',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Programme', 1),
          k.text(
            '<p>All talks take place on the main stage unless noted. Workshops need a separate free registration.</p>',
          ),
          k.node('table', {
            rows: [
              ['Time', 'Wednesday 14 April', 'Thursday 15 April', 'Friday 16 April'],
              ['09:30', 'Opening keynote', 'Timber towers: lessons learned', 'Retrofit at scale'],
              [
                '11:00',
                'Circular concrete panel',
                'Workshop: life-cycle costing',
                'Heat pumps in apartment blocks',
              ],
              ['14:00', 'Site tour: harbour offices', 'Start-up pitches', 'Policy outlook 2030'],
              ['16:30', 'Networking drinks', 'Awards evening', 'Closing session'],
            ],
            headerRow: true,
            headerColumn: true,
            caption: 'Main stage schedule',
          }),
          k.button('See the speakers', '/speakers', 'outline'),
        ]),
      ],
    ),
    page(
      {
        key: 'speakers',
        name: 'Speakers',
        path: 'speakers',
        seoTitle: 'Speakers | Green Build Expo 2027',
        description: 'Architects, engineers and builders on stage at Green Build Expo.',
        keywords: 'speakers, keynote',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Speakers', 1),
          k.columns([
            [
              k.heading('Anouk de Vries', 3),
              k.text(
                '<p>Architect of the Kade timber tower; opening keynote on building tall with wood.</p>',
              ),
            ],
            [
              k.heading('Samuel Mensah', 3),
              k.text('<p>Structural engineer working on reusable concrete elements for housing.</p>'),
            ],
            [
              k.heading('Li Na', 3),
              k.text('<p>Head of retrofit at a housing association renovating 4,000 homes a year.</p>'),
            ],
          ]),
          k.image('exhibition-stage.svg', 'Main stage under spotlights', 'The main stage seats 800 people'),
        ]),
      ],
    ),
    page(
      {
        key: 'exhibit',
        name: 'Exhibit',
        path: 'exhibit',
        seoTitle: 'Exhibit at Green Build Expo 2027',
        description: 'Stand packages, prices and the floor plan for exhibitors.',
        keywords: 'exhibitors, stand, booth, floor plan',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Exhibit with us', 1),
          k.text(
            '<p>Stands are sold on a first-come basis. Every package includes two exhibitor passes, a listing in the visitor guide and Wi-Fi.</p>',
          ),
          k.node('table', {
            rows: [
              ['Package', 'Size', 'Price (excl. VAT)'],
              ['Starter', '9 m²', '€2,400'],
              ['Standard', '18 m²', '€4,500'],
              ['Island', '36 m²', '€8,600'],
            ],
            headerRow: true,
            headerColumn: true,
            caption: 'Stand packages',
          }),
          k.image(
            'exhibition-floor-plan.svg',
            'Floor plan with halls A to C, main stage and cafe',
            'Floor plan of the venue',
          ),
          k.node('attachments', {
            title: 'Exhibitor documents',
            files: [
              { name: 'Floor plan', href: '/template-assets/exhibition-floor-plan.svg', size: 1400 },
              { name: 'Booth design example', href: '/template-assets/exhibition-booth.svg', size: 870 },
            ],
          }),
          k.button('Ask for a stand', '/contact'),
        ]),
      ],
    ),
    page(
      {
        key: 'exhibitors',
        name: 'Exhibitor list',
        path: 'exhibitors',
        seoTitle: 'Exhibitors | Green Build Expo 2027',
        description: 'Who exhibits at Green Build Expo, by hall.',
        keywords: 'exhibitor list, halls',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Exhibitors by hall', 1),
          k.node('chart', {
            kind: 'pie',
            title: 'Exhibitors by sector',
            rows: [
              ['', 'Exhibitors'],
              ['Materials', '82'],
              ['Energy', '61'],
              ['Design software', '34'],
              ['Services', '43'],
            ],
            headerRow: true,
            headerColumn: true,
          }),
          k.node('gallery', {
            images: [
              {
                src: '/template-assets/exhibition-hall.svg',
                alt: 'Hall A with material suppliers',
                caption: 'Hall A: materials',
              },
              {
                src: '/template-assets/exhibition-booth.svg',
                alt: 'An exhibitor booth with a large banner',
                caption: 'Hall B: energy',
              },
              {
                src: '/template-assets/exhibition-stage.svg',
                alt: 'Stage area in hall C',
                caption: 'Hall C: stage and start-ups',
              },
            ],
            layout: 'carousel',
            columns: 3,
          }),
        ]),
      ],
    ),
    page(
      {
        key: 'tickets',
        name: 'Tickets',
        path: 'tickets',
        seoTitle: 'Tickets | Green Build Expo 2027',
        description: 'Day and three-day tickets for trade visitors and students.',
        keywords: 'tickets, registration, prices',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Tickets', 1),
          k.columns([
            [
              k.heading('Day ticket', 3),
              k.text('<p><strong>€45</strong><br>Entry to the halls and all talks on one day.</p>'),
            ],
            [
              k.heading('Three-day pass', 3),
              k.text('<p><strong>€95</strong><br>All three days, workshops and the networking drinks.</p>'),
            ],
            [
              k.heading('Students', 3),
              k.text('<p><strong>Free</strong><br>With a valid student card, on Friday only.</p>'),
            ],
          ]),
          k.button('Register now', '/contact', 'primary', 'center'),
        ]),
      ],
    ),
    page(
      {
        key: 'news',
        name: 'News',
        path: 'news',
        seoTitle: 'News | Green Build Expo 2027',
        description: 'Announcements for visitors and exhibitors.',
        keywords: 'news, announcements',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('News', 1),
          k.node('item-list', { collection: 'news', layout: 'list', heading: false }),
        ]),
      ],
    ),
    page(
      {
        key: 'visit',
        name: 'Plan your visit',
        path: 'visit',
        seoTitle: 'Plan your visit | Green Build Expo 2027',
        description: 'Opening hours, travel and frequently asked questions.',
        keywords: 'visit, opening hours, travel, faq',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Plan your visit', 1),
          k.node('table', {
            rows: [
              ['Day', 'Opening hours'],
              ['Wednesday', '09:00–18:00'],
              ['Thursday', '09:00–21:00'],
              ['Friday', '09:00–16:00'],
            ],
            headerRow: true,
            headerColumn: true,
            caption: 'Opening hours',
          }),
          k.heading('Questions visitors ask', 2),
          k.heading('Is there parking?', 3),
          k.text(
            '<p>Yes, 1,200 spaces next to the hall at €12 per day. The nearest metro stop is a five-minute walk.</p>',
          ),
          k.heading('Can I bring children?', 3),
          k.text('<p>The expo is a trade event; visitors under 16 are welcome with an adult on Friday.</p>'),
          k.node('latest-items', { kind: 'faqs', title: 'More answers', count: 6, layout: 'list' }),
        ]),
      ],
    ),
    page(
      {
        key: 'contact',
        name: 'Contact',
        path: 'contact',
        seoTitle: 'Contact | Green Build Expo 2027',
        description: 'Reach the organisers of Green Build Expo.',
        keywords: 'contact, venue, map',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Contact the organisers', 1),
          k.columns([
            [
              k.text(
                '<p><strong>{{company.name}}</strong><br>{{company.address}}</p><p>Exhibitors and visitors: {{company.email}}<br>Phone: {{company.phone}}</p>',
              ),
            ],
            [
              k.node('map', {
                address: '{{company.address}}',
                zoom: 15,
                provider: 'openstreetmap',
                height: 360,
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
      label: 'Programme',
      page: 'programme',
      children: [{ label: 'Speakers', page: 'speakers' }],
    },
    {
      label: 'Exhibit',
      page: 'exhibit',
      children: [{ label: 'Exhibitor list', page: 'exhibitors' }],
    },
    {
      label: 'Visit',
      page: 'visit',
      children: [
        { label: 'Tickets', page: 'tickets' },
        { label: 'News', page: 'news' },
      ],
    },
    { label: 'Contact', page: 'contact' },
  ],
};
