import { TEMPLATE_CARDS } from '@sitewright/contract';
import { type SiteTemplate, templateFrame, templatePage } from '../template-kit.ts';

const footer = {
  // Empty: the footer shows the website's company name and business details as they stand.
  text: '',
  links: [
    { label: 'About', href: '/about' },
    { label: 'Services', href: '/services' },
    { label: 'News', href: '/news' },
    { label: 'Contact', href: '/contact' },
  ],
};

const page = templatePage;

/** A consulting firm: who they are, what they do, how to reach them. */
export const corporate: SiteTemplate = {
  id: 'corporate',
  name: TEMPLATE_CARDS.corporate.name,
  description: {
    en: 'A company website with services, team, news, questions and a contact page with a map.',
    zh: '企业官网：服务介绍、团队、新闻、常见问题，以及带地图的联系页面。',
  },
  previewImage: TEMPLATE_CARDS.corporate.previewImage,
  theme: { palette: 'ocean', fontPair: 'humanist', animation: 'fade' },
  frame: templateFrame(footer),
  pages: [
    page(
      {
        key: 'home',
        name: 'Home',
        path: '',
        seoTitle: '{{website.name}}: strategy and technology for growing companies',
        description: '{{company.name}} helps growing companies plan, build and run better operations.',
        keywords: 'consulting, strategy, technology, operations',
      },
      (k) => [
        k.section(
          {
            background: 'primary',
            padding: 'large',
            width: 'full',
            backgroundImage: '/template-assets/corporate-hero.svg',
          },
          [
            k.heading('Clear advice for companies that are ready to grow', 1, 'center'),
            k.text(
              '<p>For fifteen years we have helped manufacturers, retailers and service firms turn ambitious plans into working operations.</p>',
            ),
            k.button('See our services', '/services', 'secondary', 'center'),
          ],
        ),
        k.section({ padding: 'large' }, [
          k.heading('What we do', 2, 'center'),
          k.columns(
            [
              [
                k.heading('Strategy', 3),
                k.text('<p>Market reviews, growth plans and investment cases that a board can act on.</p>'),
                k.button('Advisory', '/advisory', 'outline'),
              ],
              [
                k.heading('Technology', 3),
                k.text('<p>Choosing, introducing and connecting the systems your teams use every day.</p>'),
                k.button('Technology', '/technology', 'outline'),
              ],
              [
                k.heading('Operations', 3),
                k.text('<p>Leaner processes, sensible reporting and a team that owns the result.</p>'),
                k.button('Case studies', '/case-studies', 'outline'),
              ],
            ],
            { gap: 'large' },
          ),
        ]),
        k.section({ background: 'surface', padding: 'large' }, [
          k.columns(
            [
              [k.image('corporate-team.svg', 'Three consultants working together at a table')],
              [
                k.heading('People you will actually work with', 2),
                k.text(
                  '<p>Every engagement is led by a partner and staffed by a small, senior team. No hand-offs to juniors after the first meeting.</p><ul><li>42 consultants in two offices</li><li>Over 300 completed projects</li><li>Nine in ten clients come back</li></ul>',
                ),
                k.button('Meet the team', '/team'),
              ],
            ],
            { align: 'center' },
          ),
        ]),
        k.section({ padding: 'large' }, [
          k.node('latest-items', { kind: 'articles', title: 'Latest news', count: 3, layout: 'grid' }),
        ]),
      ],
    ),
    page(
      {
        key: 'about',
        name: 'About us',
        path: 'about',
        seoTitle: 'About {{company.name}}',
        description: 'Our story, our values and how we have grown since 2011.',
        keywords: 'about, history, values',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('About {{company.name}}', 1),
          k.text(
            '<p>{{company.name}} was founded in 2011 by three former operations directors who wanted to give mid-sized companies the kind of advice usually reserved for large corporations.</p><p>Today we are an independent partnership of 42 consultants. We take on a limited number of clients each year so that every project gets the attention it deserves.</p>',
          ),
        ]),
        k.section({ background: 'surface' }, [
          k.columns([
            [
              k.heading('Our values', 2),
              k.text(
                '<ol><li><strong>Honesty first.</strong> We say what we see, even when it is unwelcome.</li><li><strong>Results over reports.</strong> A plan only counts once it works.</li><li><strong>Leave people stronger.</strong> Your team should need us less after every project.</li></ol>',
              ),
            ],
            [
              k.node('chart', {
                kind: 'line',
                title: 'Completed projects per year',
                rows: [
                  ['', 'Projects'],
                  ['2021', '28'],
                  ['2022', '34'],
                  ['2023', '41'],
                  ['2024', '47'],
                  ['2025', '52'],
                ],
                headerRow: true,
                headerColumn: true,
              }),
            ],
          ]),
        ]),
        k.section({}, [
          k.heading('Our offices', 2),
          k.node('gallery', {
            images: [
              {
                src: '/template-assets/corporate-office.svg',
                alt: 'Open-plan office',
                caption: 'Our head office',
              },
              {
                src: '/template-assets/corporate-hero.svg',
                alt: 'Office building at dusk',
                caption: 'Our second office',
              },
              {
                src: '/template-assets/corporate-team.svg',
                alt: 'Meeting room with three colleagues',
                caption: 'Client workshop room',
              },
            ],
            layout: 'grid',
            columns: 3,
          }),
          k.node('attachments', {
            title: 'Downloads',
            files: [
              {
                name: 'Company profile (illustration)',
                href: '/template-assets/corporate-preview.svg',
                size: 1432,
              },
              {
                name: 'Office photo for press use',
                href: '/template-assets/corporate-office.svg',
                size: 1330,
              },
            ],
          }),
        ]),
      ],
    ),
    page(
      {
        key: 'team',
        name: 'Our team',
        path: 'team',
        seoTitle: 'Our team | {{company.name}}',
        description: 'The partners and consultants behind {{company.name}}.',
        keywords: 'team, partners, consultants',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Our team', 1),
          k.text(
            '<p>Our partners each spent at least ten years running operations before they started advising others.</p>',
          ),
          k.columns([
            [
              k.heading('Helen Marsh', 3),
              k.text(
                '<p><em>Managing partner.</em> Former operations director in food manufacturing; leads our strategy practice.</p>',
              ),
            ],
            [
              k.heading('Daniel Okafor', 3),
              k.text(
                '<p><em>Partner, technology.</em> Has introduced ERP and warehouse systems at more than forty companies.</p>',
              ),
            ],
            [
              k.heading('Mei Lin', 3),
              k.text(
                '<p><em>Partner, operations.</em> Specialist in retail supply chains and lean process design.</p>',
              ),
            ],
          ]),
          k.divider(),
          k.image(
            'corporate-team.svg',
            'The {{company.name}} team in a workshop',
            'Our team during a planning day',
          ),
        ]),
      ],
    ),
    page(
      {
        key: 'careers',
        name: 'Careers',
        path: 'careers',
        seoTitle: 'Careers at {{company.name}}',
        description: 'Open positions and what it is like to work at {{company.name}}.',
        keywords: 'careers, jobs, vacancies',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Work with us', 1),
          k.text(
            '<p>We hire experienced practitioners who enjoy solving problems alongside clients. Everyone works a four-day week in the office and one day wherever they like.</p>',
          ),
          k.node('table', {
            rows: [
              ['Position', 'Location', 'Type'],
              ['Senior consultant, operations', 'Head office', 'Full time'],
              ['Consultant, technology', 'Remote', 'Full time'],
              ['Office manager', 'Head office', 'Part time'],
            ],
            headerRow: true,
            headerColumn: false,
            caption: 'Open positions',
          }),
          k.button('Send us your CV', '/contact'),
        ]),
      ],
    ),
    page(
      {
        key: 'services',
        name: 'Services',
        path: 'services',
        seoTitle: 'Services | {{company.name}}',
        description: 'Strategy, technology and operations consulting for mid-sized companies.',
        keywords: 'services, consulting, advisory',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Services', 1),
          k.text(
            '<p>Most clients start with a short diagnostic and continue with one of the engagements below.</p>',
          ),
          k.node('table', {
            rows: [
              ['Engagement', 'Typical length', 'What you get'],
              ['Diagnostic', '2 weeks', 'A written review and three priorities'],
              ['Strategy project', '6–10 weeks', 'A growth plan the board can approve'],
              ['Systems selection', '8–12 weeks', 'A chosen system and an introduction plan'],
              ['Interim management', '3–9 months', 'A partner running the change with your team'],
            ],
            headerRow: true,
            headerColumn: true,
            caption: 'How we work',
          }),
        ]),
        k.section({ background: 'muted' }, [
          k.columns([
            [
              k.heading('Advisory', 3),
              k.text('<p>Strategy, growth plans and investment cases.</p>'),
              k.button('Read more', '/advisory', 'outline'),
            ],
            [
              k.heading('Technology', 3),
              k.text('<p>System selection, integration and introduction.</p>'),
              k.button('Read more', '/technology', 'outline'),
            ],
          ]),
        ]),
      ],
    ),
    page(
      {
        key: 'advisory',
        name: 'Advisory',
        path: 'advisory',
        seoTitle: 'Strategy advisory | {{company.name}}',
        description: 'Growth strategies and investment cases built with your management team.',
        keywords: 'strategy, advisory, growth plan',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Strategy advisory', 1),
          k.columns([
            [
              k.text(
                '<p>We work with your management team to answer three questions: where can the company grow, what does it take, and what should happen first?</p><p>The result is a plan on a few pages, with owners, dates and the numbers behind them.</p>',
              ),
              k.button('See case studies', '/case-studies'),
            ],
            [k.image('corporate-office.svg', 'Workshop room prepared for a strategy day')],
          ]),
        ]),
      ],
    ),
    page(
      {
        key: 'cases',
        name: 'Case studies',
        path: 'case-studies',
        seoTitle: 'Case studies | {{company.name}}',
        description: 'How our clients grew with a clear plan.',
        keywords: 'case studies, results, clients',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Case studies', 1),
          k.heading('A bakery chain doubles its wholesale business', 3),
          k.text(
            '<p>A regional bakery wanted to supply supermarkets without hurting its shops. A ten-week project set up a separate production shift and a new pricing model; wholesale revenue doubled within two years.</p>',
          ),
          k.divider(),
          k.heading('An engineering firm enters Germany', 3),
          k.text(
            '<p>We assessed three markets, found a distribution partner and planned the first year. The firm now earns a fifth of its revenue abroad.</p>',
          ),
          k.node('chart', {
            kind: 'bar',
            title: 'Revenue before and after (£ million)',
            rows: [
              ['', 'Before', 'After'],
              ['Bakery chain', '12', '19'],
              ['Engineering firm', '31', '38'],
            ],
            headerRow: true,
            headerColumn: true,
          }),
        ]),
      ],
    ),
    page(
      {
        key: 'technology',
        name: 'Technology',
        path: 'technology',
        seoTitle: 'Technology consulting | {{company.name}}',
        description: 'Selecting and introducing business systems without the drama.',
        keywords: 'ERP, systems, integration',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Technology consulting', 1),
          k.text(
            '<p>We are independent of every software vendor. That lets us recommend the system that fits, and stay on your side during the introduction.</p><ul><li>Requirements and shortlists</li><li>Vendor demonstrations and negotiations</li><li>Data migration and training plans</li></ul>',
          ),
          k.button('Ask for a diagnostic', '/contact'),
        ]),
      ],
    ),
    page(
      {
        key: 'news',
        name: 'News',
        path: 'news',
        seoTitle: 'News | {{company.name}}',
        description: 'Announcements, articles and events from {{company.name}}.',
        keywords: 'news, articles, insights',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('News and insights', 1),
          k.text('<p>Short articles from our consultants and news from the firm.</p>'),
          k.node('item-list', { collection: 'news', layout: 'list', heading: false }),
        ]),
      ],
    ),
    page(
      {
        key: 'faq',
        name: 'FAQ',
        path: 'faq',
        seoTitle: 'Frequently asked questions | {{company.name}}',
        description: 'Answers to the questions clients ask us most often.',
        keywords: 'faq, questions, fees',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Frequently asked questions', 1),
          k.heading('How much does a project cost?', 3),
          k.text(
            '<p>A diagnostic has a fixed fee of £9,500. Larger projects are priced per phase, agreed before the work starts.</p>',
          ),
          k.heading('Do you work outside the UK?', 3),
          k.text('<p>Yes. About a third of our projects include work in Europe; we travel as needed.</p>'),
          k.heading('Who owns the results?', 3),
          k.text('<p>You do. Every model, document and plan we produce is handed over in full.</p>'),
          k.node('latest-items', { kind: 'faqs', title: 'More questions', count: 6, layout: 'list' }),
        ]),
      ],
    ),
    page(
      {
        key: 'contact',
        name: 'Contact',
        path: 'contact',
        seoTitle: 'Contact | {{company.name}}',
        description: 'Visit, call or write to {{company.name}}.',
        keywords: 'contact, address, phone',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Contact us', 1),
          k.columns([
            [
              k.text(
                '<p><strong>{{company.name}}</strong><br>{{company.address}}</p><p>Phone: {{company.phone}}<br>Email: {{company.email}}</p><p>Open Monday to Friday, 9:00 to 17:30.</p>',
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
      label: 'About',
      page: 'about',
      children: [
        { label: 'Our team', page: 'team' },
        { label: 'Careers', page: 'careers' },
      ],
    },
    {
      label: 'Services',
      page: 'services',
      children: [
        { label: 'Advisory', page: 'advisory', children: [{ label: 'Case studies', page: 'cases' }] },
        { label: 'Technology', page: 'technology' },
      ],
    },
    { label: 'News', page: 'news' },
    { label: 'FAQ', page: 'faq' },
    { label: 'Contact', page: 'contact' },
  ],
};
