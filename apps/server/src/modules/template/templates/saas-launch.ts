import { TEMPLATE_CARDS } from '@sitewright/contract';
import { type SiteTemplate, templateFrame, templatePage } from '../template-kit.ts';

const footer = {
  // Empty: the footer shows the website's company name and business details as they stand.
  text: '',
  links: [
    { label: 'Features', href: '/features' },
    { label: 'Pricing', href: '/pricing' },
    { label: 'Customers', href: '/customers' },
    { label: 'Security', href: '/security' },
    { label: 'Contact', href: '/contact' },
  ],
};

const page = templatePage;

/** A software company launching its product: what it does, what it costs, who uses it. */
export const saasLaunch: SiteTemplate = {
  id: 'saas-launch',
  name: TEMPLATE_CARDS['saas-launch'].name,
  description: {
    en: 'A software product site with features, a pricing table, customer stories, security, a blog, questions and a contact page.',
    zh: '软件产品网站：功能介绍、价格表、客户案例、安全说明、博客、常见问题以及联系页面。',
  },
  previewImage: TEMPLATE_CARDS['saas-launch'].previewImage,
  theme: { palette: 'midnight', fontPair: 'technical', animation: 'slide' },
  frame: templateFrame(footer),
  pages: [
    page(
      {
        key: 'home',
        name: 'Home',
        path: '',
        seoTitle: '{{website.name}}: plan, track and ship work in one place',
        description:
          '{{website.name}} brings plans, tasks and reports into one workspace, so small teams ship on time.',
        keywords: 'project management, software, SaaS, team workspace',
      },
      (k) => [
        k.section(
          {
            background: 'primary',
            padding: 'large',
            width: 'full',
            backgroundImage: '/template-assets/saas-hero.svg',
          },
          [
            k.heading('Every plan, task and report your team needs, in one place', 1, 'center'),
            k.text(
              '<p>{{website.name}} replaces the spreadsheets, chat threads and status meetings that slow a growing team down. Set up in an afternoon; free for 14 days.</p>',
            ),
            k.columns(
              [
                [k.button('Start your free trial', '/contact', 'secondary', 'right')],
                [k.button('See pricing', '/pricing', 'outline', 'left')],
              ],
              { gap: 'small' },
            ),
          ],
        ),
        k.section({ padding: 'large' }, [
          k.heading('Why teams switch', 2, 'center'),
          k.columns(
            [
              [
                k.heading('Plan in minutes', 3),
                k.text(
                  '<p>Turn a goal into milestones and tasks with owners and dates. Templates for launches, hiring and client work are built in.</p>',
                ),
              ],
              [
                k.heading('See progress live', 3),
                k.text(
                  '<p>Boards, timelines and a dashboard that updates itself. Nobody has to ask for a status report again.</p>',
                ),
              ],
              [
                k.heading('Connect your tools', 3),
                k.text(
                  '<p>Calendar, e-mail, chat and code hosting stay in sync, so work is tracked where it happens.</p>',
                ),
              ],
            ],
            { gap: 'large' },
          ),
          k.button('Explore all features', '/features', 'outline', 'center'),
        ]),
        k.section({ background: 'surface', padding: 'large' }, [
          k.columns(
            [
              [k.image('saas-dashboard.svg', 'The dashboard with a revenue chart and a task board')],
              [
                k.heading('One dashboard for the whole company', 2),
                k.text(
                  '<ul><li>Every project with its health at a glance</li><li>Workload per person, before anyone burns out</li><li>Reports that export to PDF or a spreadsheet in one click</li></ul>',
                ),
                k.button('How it works', '/features'),
              ],
            ],
            { align: 'center' },
          ),
        ]),
        k.section({ padding: 'large' }, [
          k.heading('Simple pricing', 2, 'center'),
          k.node('table', {
            rows: [
              ['', 'Starter', 'Team', 'Business'],
              ['Price per user and month', 'Free', '$9', '$19'],
              ['Users', 'Up to 5', 'Unlimited', 'Unlimited'],
              ['Projects', '3', 'Unlimited', 'Unlimited'],
              ['Integrations', 'Calendar only', 'All', 'All, plus API'],
              ['Support', 'Help centre', 'E-mail, one working day', 'Named manager, four hours'],
            ],
            headerRow: true,
            headerColumn: true,
            caption: 'Plans at a glance',
          }),
          k.button('Compare the plans', '/pricing', 'primary', 'center'),
        ]),
        k.section({ background: 'muted', padding: 'large' }, [
          k.heading('What our customers say', 2, 'center'),
          k.columns([
            [
              k.text(
                '<blockquote><p>“We cut our weekly status meeting from an hour to ten minutes. Everyone already knows where things stand.”</p></blockquote><p><strong>Operations lead</strong>, design agency of 40 people</p>',
              ),
            ],
            [
              k.text(
                '<blockquote><p>“The first tool our engineers and our sales team both actually use.”</p></blockquote><p><strong>Chief technology officer</strong>, logistics start-up</p>',
              ),
            ],
            [
              k.text(
                '<blockquote><p>“Set up on a Friday afternoon, the whole company on it by Monday.”</p></blockquote><p><strong>Founder</strong>, accounting firm</p>',
              ),
            ],
          ]),
          k.button('Read customer stories', '/customers', 'outline', 'center'),
        ]),
        k.section({ padding: 'large' }, [
          k.node('latest-items', {
            kind: 'faqs',
            title: 'Questions before you start',
            count: 4,
            layout: 'list',
          }),
        ]),
        k.section({ background: 'primary', padding: 'large', width: 'full' }, [
          k.heading('Ready when your team is', 2, 'center'),
          k.text('<p>Try every feature free for 14 days. No card needed, cancel with one click.</p>'),
          k.button('Talk to us', '/contact', 'secondary', 'center'),
        ]),
      ],
    ),
    page(
      {
        key: 'features',
        name: 'Features',
        path: 'features',
        seoTitle: 'Features | {{website.name}}',
        description: 'Plans, boards, timelines, dashboards and reports: everything {{website.name}} does.',
        keywords: 'features, boards, timelines, dashboards, reports',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Features', 1),
          k.text(
            '<p>{{website.name}} is built around one idea: the plan and the work are the same thing. Change one and the other follows.</p>',
          ),
          k.columns([
            [
              k.heading('Boards and lists', 3),
              k.text('<p>Drag tasks through your own stages. Filter by person, label or due date.</p>'),
            ],
            [
              k.heading('Timelines', 3),
              k.text(
                '<p>See dependencies and move a milestone; everything after it moves too, and the owners are told.</p>',
              ),
            ],
          ]),
          k.columns([
            [
              k.heading('Dashboards', 3),
              k.text('<p>Health, workload and budget for every project, refreshed as work is done.</p>'),
            ],
            [
              k.heading('Reports', 3),
              k.text('<p>Weekly summaries by e-mail, and exports for the board meeting.</p>'),
            ],
          ]),
        ]),
        k.section({ background: 'surface', padding: 'large' }, [
          k.columns(
            [
              [
                k.heading('Faster every month', 2),
                k.text(
                  '<p>Teams that move their projects to {{website.name}} finish more on time each month, as the chart of our customers’ median shows.</p>',
                ),
              ],
              [
                k.node('chart', {
                  kind: 'line',
                  title: 'Tasks finished on time (%)',
                  rows: [
                    ['', 'On time'],
                    ['Month 1', '61'],
                    ['Month 2', '70'],
                    ['Month 3', '78'],
                    ['Month 4', '83'],
                    ['Month 6', '88'],
                  ],
                  headerRow: true,
                  headerColumn: true,
                }),
              ],
            ],
            { align: 'center' },
          ),
          k.button('See the integrations', '/integrations', 'outline'),
        ]),
      ],
    ),
    page(
      {
        key: 'integrations',
        name: 'Integrations',
        path: 'integrations',
        seoTitle: 'Integrations | {{website.name}}',
        description: 'Connect {{website.name}} to calendars, e-mail, chat, code hosting and accounting.',
        keywords: 'integrations, API, calendar, chat, webhooks',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Integrations', 1),
          k.columns(
            [
              [
                k.text(
                  '<p>Work keeps happening in the tools your team already likes. {{website.name}} listens to them and keeps the plan current.</p><ul><li><strong>Calendars:</strong> due dates and milestones appear as events</li><li><strong>E-mail:</strong> forward a message and it becomes a task</li><li><strong>Chat:</strong> updates in the channel of each project</li><li><strong>Code hosting:</strong> a merged change closes its task</li><li><strong>Accounting:</strong> tracked time flows into invoices</li></ul>',
                ),
              ],
              [k.image('saas-integrations.svg', 'The product at the centre, connected to other tools')],
            ],
            { align: 'center' },
          ),
          k.divider(),
          k.heading('Build your own', 2),
          k.text(
            '<p>The Business plan includes a documented REST API and webhooks for every change, with keys you can limit to one project.</p>',
          ),
          k.button('Ask about the API', '/contact', 'outline'),
        ]),
      ],
    ),
    page(
      {
        key: 'security',
        name: 'Security',
        path: 'security',
        seoTitle: 'Security and privacy | {{website.name}}',
        description:
          'How {{company.name}} protects your data: encryption, backups, access control and privacy.',
        keywords: 'security, privacy, encryption, backups, GDPR',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Security and privacy', 1),
          k.text(
            '<p>Your plans and files are the heart of your business. We protect them the way we protect our own.</p>',
          ),
          k.node('table', {
            rows: [
              ['Area', 'What we do'],
              ['Encryption', 'TLS in transit; AES-256 at rest, keys rotated yearly'],
              ['Backups', 'Every hour, kept for 30 days in a second region'],
              ['Access', 'Single sign-on, two-step sign-in and roles per project'],
              ['Availability', '99.9% uptime commitment on the Business plan'],
              ['Privacy', 'Data processing agreement on request; we never sell data'],
            ],
            headerRow: true,
            headerColumn: true,
            caption: 'Our safeguards',
          }),
          k.node('attachments', {
            title: 'Documents',
            files: [
              {
                name: 'Security overview (illustration)',
                href: '/template-assets/saas-dashboard.svg',
                size: 2685,
              },
            ],
          }),
        ]),
      ],
    ),
    page(
      {
        key: 'pricing',
        name: 'Pricing',
        path: 'pricing',
        seoTitle: 'Pricing | {{website.name}}',
        description:
          'Free for small teams; simple per-user prices as you grow. Every plan starts with a free trial.',
        keywords: 'pricing, plans, free trial',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Pricing', 1, 'center'),
          k.text('<p>Pay monthly or save two months by paying yearly. Prices exclude sales tax.</p>'),
          k.columns(
            [
              [
                k.heading('Starter', 3, 'center'),
                k.text('<p><strong>Free</strong></p><p>For up to five people finding their way.</p>'),
                k.button('Start free', '/contact', 'outline', 'center'),
              ],
              [
                k.heading('Team', 3, 'center'),
                k.text(
                  '<p><strong>$9</strong> per user and month</p><p>For teams that run every project here.</p>',
                ),
                k.button('Try Team free', '/contact', 'primary', 'center'),
              ],
              [
                k.heading('Business', 3, 'center'),
                k.text(
                  '<p><strong>$19</strong> per user and month</p><p>For companies with many teams and stricter rules.</p>',
                ),
                k.button('Talk to sales', '/contact', 'outline', 'center'),
              ],
            ],
            { gap: 'large' },
          ),
        ]),
        k.section({ background: 'surface', padding: 'large' }, [
          k.node('table', {
            rows: [
              ['Feature', 'Starter', 'Team', 'Business'],
              ['Boards, lists and timelines', 'Yes', 'Yes', 'Yes'],
              ['Dashboards and reports', 'Basic', 'Yes', 'Yes'],
              ['Integrations', 'Calendar', 'All', 'All, plus API and webhooks'],
              ['Single sign-on', 'No', 'No', 'Yes'],
              ['File storage', '2 GB', '100 GB', 'Unlimited'],
              ['Support', 'Help centre', 'E-mail', 'Named manager'],
            ],
            headerRow: true,
            headerColumn: true,
            caption: 'Compare the plans',
          }),
          k.button('Questions about pricing', '/faq', 'outline', 'center'),
        ]),
      ],
    ),
    page(
      {
        key: 'faq',
        name: 'FAQ',
        path: 'faq',
        seoTitle: 'Frequently asked questions | {{website.name}}',
        description: 'Trials, billing, data and support: answers to what customers ask most.',
        keywords: 'faq, trial, billing, cancel',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Frequently asked questions', 1),
          k.heading('Do I need a card for the trial?', 3),
          k.text('<p>No. The trial runs for 14 days; after that you choose a plan or stay on Starter.</p>'),
          k.heading('Can I change plans later?', 3),
          k.text('<p>At any time. Upgrades apply at once; downgrades at the end of the billing period.</p>'),
          k.heading('What happens to my data if I leave?', 3),
          k.text(
            '<p>Export everything as files in one click. We delete your workspace 30 days after you close it.</p>',
          ),
          k.node('latest-items', { kind: 'faqs', title: 'More questions', count: 6, layout: 'list' }),
        ]),
      ],
    ),
    page(
      {
        key: 'customers',
        name: 'Customers',
        path: 'customers',
        seoTitle: 'Customer stories | {{website.name}}',
        description: 'How agencies, start-ups and service firms run their work on {{website.name}}.',
        keywords: 'customers, case studies, results',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Customer stories', 1),
          k.text('<p>More than 2,000 teams in 30 countries plan their work with {{website.name}}.</p>'),
          k.heading('A design agency ends the Monday status meeting', 3),
          k.text(
            '<p>Forty designers and producers moved 60 client projects over in a week. Producers now check the dashboard instead of chasing updates, and the agency bills 12% more hours because tracked time no longer gets lost.</p>',
          ),
          k.divider(),
          k.heading('A logistics start-up ships features twice as often', 3),
          k.text(
            '<p>Connecting code hosting meant tasks closed themselves when changes were merged. The team went from a release a fortnight to two a week.</p>',
          ),
          k.node('chart', {
            kind: 'bar',
            title: 'Before and after {{website.name}}',
            rows: [
              ['', 'Before', 'After'],
              ['Status meetings (hours a week)', '6', '1'],
              ['Releases a month', '2', '8'],
            ],
            headerRow: true,
            headerColumn: true,
          }),
          k.button('Start your own story', '/contact'),
        ]),
      ],
    ),
    page(
      {
        key: 'about',
        name: 'About us',
        path: 'about',
        seoTitle: 'About {{company.name}}',
        description: 'The people behind {{website.name}} and why we built it.',
        keywords: 'about, company, team, careers',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('About {{company.name}}', 1),
          k.columns(
            [
              [
                k.text(
                  '<p>We started {{company.name}} after years of running projects with a patchwork of spreadsheets and chat. {{website.name}} is the tool we wished we had.</p><p>Today we are a remote team of 35 people across eight time zones. We are funded by our customers, not by investors, so we answer to the people who use the product.</p>',
                ),
              ],
              [k.image('saas-team.svg', 'The product team planning together')],
            ],
            { align: 'center' },
          ),
        ]),
        k.section({ background: 'surface' }, [
          k.heading('Inside the product', 2),
          k.node('gallery', {
            images: [
              { src: '/template-assets/saas-dashboard.svg', alt: 'Dashboard', caption: 'The dashboard' },
              {
                src: '/template-assets/saas-integrations.svg',
                alt: 'Integrations hub',
                caption: 'Integrations',
              },
              {
                src: '/template-assets/saas-team.svg',
                alt: 'Team planning board',
                caption: 'Planning together',
              },
            ],
            layout: 'grid',
            columns: 3,
          }),
        ]),
        k.section({}, [
          k.heading('Work with us', 2),
          k.node('table', {
            rows: [
              ['Position', 'Where', 'Type'],
              ['Senior front-end engineer', 'Remote', 'Full time'],
              ['Customer success manager', 'Remote', 'Full time'],
              ['Product designer', 'Remote', 'Part time'],
            ],
            headerRow: true,
            headerColumn: false,
            caption: 'Open positions',
          }),
          k.button('Apply', '/contact'),
        ]),
      ],
    ),
    page(
      {
        key: 'blog',
        name: 'Blog',
        // The news collection's address: the item-list block on this page lists the posts.
        path: 'news',
        seoTitle: 'Blog | {{website.name}}',
        description: 'Product news, release notes and guides to running projects well.',
        keywords: 'blog, product news, release notes, guides',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Blog', 1),
          k.text('<p>What we shipped, what we learned and how our customers work.</p>'),
          k.node('search-box', { placeholder: 'Search the blog', align: 'left' }),
          k.node('item-list', { collection: 'news', layout: 'grid', heading: false }),
        ]),
      ],
    ),
    page(
      {
        key: 'changelog',
        name: 'Release notes',
        path: 'release-notes',
        seoTitle: 'Release notes | {{website.name}}',
        description: 'Every change to {{website.name}}, newest first.',
        keywords: 'release notes, changelog, updates',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Release notes', 1),
          k.text('<p>We release small improvements every week. The larger ones are below.</p>'),
          k.node('table', {
            rows: [
              ['Version', 'What changed'],
              ['4.2', 'Workload view per person; exports to spreadsheets'],
              ['4.1', 'Single sign-on for the Business plan'],
              ['4.0', 'New timeline with dependencies'],
              ['3.8', 'Webhooks for every change'],
            ],
            headerRow: true,
            headerColumn: true,
            caption: 'Recent releases',
          }),
          k.spacer('sm'),
          k.node('latest-items', { kind: 'articles', title: 'Latest posts', count: 3, layout: 'grid' }),
        ]),
      ],
    ),
    page(
      {
        key: 'contact',
        name: 'Contact',
        path: 'contact',
        seoTitle: 'Contact sales and support | {{company.name}}',
        description: 'Start a trial, book a demo or ask support: reach {{company.name}}.',
        keywords: 'contact, demo, sales, support',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Talk to us', 1),
          k.columns([
            [
              k.text(
                '<p>Book a 20-minute demo, start a trial for your team or ask support a question. We answer within one working day.</p><p><strong>{{company.name}}</strong><br>{{company.address}}</p><p>Phone: {{company.phone}}<br>Email: {{company.email}}</p><p>Sales and support: Monday to Friday, 8:00 to 18:00.</p>',
              ),
            ],
            [
              k.node('map', {
                address: '{{company.address}}',
                zoom: 14,
                provider: 'openstreetmap',
                height: 320,
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
      label: 'Product',
      page: 'features',
      children: [
        { label: 'Integrations', page: 'integrations' },
        { label: 'Security', page: 'security' },
        { label: 'Release notes', page: 'changelog' },
      ],
    },
    { label: 'Pricing', page: 'pricing', children: [{ label: 'FAQ', page: 'faq' }] },
    { label: 'Customers', page: 'customers' },
    {
      label: 'Company',
      page: 'about',
      children: [{ label: 'Blog', page: 'blog' }],
    },
    { label: 'Contact', page: 'contact' },
  ],
};
