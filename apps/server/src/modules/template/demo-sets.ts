import type { CURRENCIES } from '@sitewright/contract';

/**
 * The shapes of a template's sample content, and the samples of the templates whose business is
 * not a maker's (a software product, a restaurant): their articles, "products" and questions read
 * as that business's own, so a new site never shows chairs on a restaurant's menu.
 */
export interface DemoArticle {
  title: string;
  summary: string;
  body: string;
  author: string;
  category: string;
  /** Index into the set's article images. */
  image: number;
}

export interface DemoProduct {
  title: string;
  model: string;
  summary: string;
  body: string;
  category: string;
  /** Indexes into the set's product images. */
  images: number[];
  price: number | null;
  /** Attribute name → the option id (choice) or ids (multi) the product has. */
  attributes: Record<string, string | string[]>;
}

export interface DemoAttribute {
  name: string;
  kind: 'choice' | 'multi';
  options: { id: string; name: string }[];
}

export interface DemoFaq {
  question: string;
  answer: string;
  category: string;
}

/** Everything one template seeds; images are demo asset file names. */
export interface DemoSet {
  articles: readonly DemoArticle[];
  products: readonly DemoProduct[];
  faqs: readonly DemoFaq[];
  attributes: readonly DemoAttribute[];
  currency: (typeof CURRENCIES)[number];
  images: { articles: string[]; products: string[] };
}

export const SAAS_DEMO: DemoSet = {
  images: {
    articles: ['saas-dashboard.svg', 'saas-team.svg', 'saas-integrations.svg'],
    products: ['saas-dashboard.svg', 'saas-integrations.svg', 'saas-team.svg'],
  },
  currency: 'USD',
  articles: [
    {
      title: 'Introducing the workload view',
      summary: 'See who has too much on their plate before deadlines slip.',
      body: '<p>The new workload view shows every person’s tasks for the coming weeks, coloured by how full their days are. Drag a task to someone with room and both timelines update.</p><p>It is available today on the Team and Business plans.</p>',
      author: 'Product team',
      category: 'Product news',
      image: 0,
    },
    {
      title: 'How to run a ten-minute status meeting',
      summary: 'Let the dashboard do the reporting and spend the meeting on decisions.',
      body: '<p>Most status meetings repeat what is already written down. Open the dashboard, look only at projects marked at risk, and agree one decision for each.</p><ol><li>Review the at-risk projects</li><li>Agree an owner and a next step</li><li>Stop after ten minutes</li></ol>',
      author: 'Customer success',
      category: 'Guides',
      image: 1,
    },
    {
      title: 'Webhooks for every change',
      summary: 'Connect anything to your workspace with signed, retried notifications.',
      body: '<p>Every task, comment and milestone change can now be sent to an address of your choosing. Each call is signed and retried for a day if your server is busy.</p>',
      author: 'Engineering',
      category: 'Product news',
      image: 2,
    },
    {
      title: 'Moving from spreadsheets in one afternoon',
      summary: 'Import your project lists and keep the columns you already use.',
      body: '<p>Upload a spreadsheet and choose which column becomes the task, the owner and the due date. Everything else becomes a custom field you can filter by.</p>',
      author: 'Customer success',
      category: 'Guides',
      image: 0,
    },
  ],
  attributes: [
    {
      name: 'Billing',
      kind: 'choice',
      options: [
        { id: 'monthly', name: 'Monthly' },
        { id: 'yearly', name: 'Yearly' },
        { id: 'once', name: 'One-off' },
      ],
    },
    {
      name: 'Includes',
      kind: 'multi',
      options: [
        { id: 'support', name: 'Priority support' },
        { id: 'api', name: 'API and webhooks' },
        { id: 'sso', name: 'Single sign-on' },
      ],
    },
  ],
  products: [
    {
      title: 'Team plan',
      model: 'PLAN-TEAM',
      summary: 'Unlimited projects and every integration, per user and month.',
      body: '<p>Boards, timelines, dashboards and reports for teams that run all their work in one place.</p>',
      category: 'Plans',
      images: [0],
      price: 9,
      attributes: { Billing: 'monthly', Includes: ['support'] },
    },
    {
      title: 'Business plan',
      model: 'PLAN-BIZ',
      summary: 'Single sign-on, the API and a named manager, per user and month.',
      body: '<p>Everything in Team, plus single sign-on, the API and webhooks, and a named manager who answers within four hours.</p>',
      category: 'Plans',
      images: [0, 1],
      price: 19,
      attributes: { Billing: 'monthly', Includes: ['support', 'api', 'sso'] },
    },
    {
      title: 'Onboarding workshop',
      model: 'SRV-ONBOARD',
      summary: 'A half-day session that sets up your workspace with your team.',
      body: '<p>One of our specialists moves your first projects over with you and trains your team leads.</p>',
      category: 'Services',
      images: [2],
      price: 490,
      attributes: { Billing: 'once', Includes: ['support'] },
    },
    {
      title: 'Extra storage',
      model: 'ADD-STORE',
      summary: '500 GB more for files and attachments, per workspace and year.',
      body: '<p>For teams that keep large design files or recordings with their tasks.</p>',
      category: 'Add-ons',
      images: [1],
      price: 120,
      attributes: { Billing: 'yearly', Includes: [] },
    },
  ],
  faqs: [
    {
      question: 'Is there a free trial?',
      answer: '<p>Yes. Every paid plan starts with 14 days free, with all features and no card needed.</p>',
      category: 'Plans and billing',
    },
    {
      question: 'How is a user counted?',
      answer:
        '<p>Anyone who can sign in to your workspace. Guests who only see one shared project are free.</p>',
      category: 'Plans and billing',
    },
    {
      question: 'Where is our data stored?',
      answer:
        '<p>In data centres in the region you choose when you sign up, encrypted at rest and backed up every hour.</p>',
      category: 'Security',
    },
    {
      question: 'Can we sign in with our company accounts?',
      answer: '<p>Yes. Single sign-on is part of the Business plan and takes a few minutes to set up.</p>',
      category: 'Security',
    },
  ],
};

export const RESTAURANT_DEMO: DemoSet = {
  images: {
    articles: ['restaurant-dish.svg', 'restaurant-interior.svg', 'restaurant-coffee.svg'],
    products: ['restaurant-dish.svg', 'restaurant-coffee.svg', 'restaurant-menu-card.svg'],
  },
  currency: 'EUR',
  articles: [
    {
      title: 'The spring menu is here',
      summary: 'Asparagus, wild garlic and the first strawberries of the year.',
      body: '<p>Our spring menu starts this week. Look out for white asparagus with brown butter, wild garlic gnocchi and strawberries with elderflower cream.</p><p>Lunch and dinner, Tuesday to Sunday.</p>',
      author: 'The kitchen',
      category: 'Menu',
      image: 0,
    },
    {
      title: 'Wine evening with a family winery',
      summary: 'Five wines, five small plates, one long table.',
      body: '<p>On the last Thursday of the month a winemaker joins us to pour five wines, each with a small plate from the kitchen. Places are limited to 30; book by phone or at the counter.</p>',
      author: 'Front of house',
      category: 'Events',
      image: 1,
    },
    {
      title: 'A new coffee at the café',
      summary: 'This month’s espresso comes from a single farm in the highlands.',
      body: '<p>Our roaster found a coffee with notes of red berries and cocoa. Try it as an espresso or a flat white, and take a bag home.</p>',
      author: 'The café',
      category: 'Café',
      image: 2,
    },
    {
      title: 'Sunday supper club',
      summary: 'A shared menu for the whole table, served family style.',
      body: '<p>Every first Sunday we cook one menu for everybody: big plates in the middle of the table, passed around. Four courses, €42 a person.</p>',
      author: 'The kitchen',
      category: 'Events',
      image: 1,
    },
  ],
  attributes: [
    {
      name: 'Course',
      kind: 'choice',
      options: [
        { id: 'starter', name: 'Starter' },
        { id: 'main', name: 'Main' },
        { id: 'dessert', name: 'Dessert' },
        { id: 'cafe', name: 'Café' },
      ],
    },
    {
      name: 'Diet',
      kind: 'multi',
      options: [
        { id: 'vegetarian', name: 'Vegetarian' },
        { id: 'vegan', name: 'Vegan' },
        { id: 'gluten-free', name: 'Gluten-free' },
      ],
    },
  ],
  products: [
    {
      title: 'Hand-cut tagliatelle',
      model: 'M-01',
      summary: 'Brown butter, sage and aged parmesan.',
      body: '<p>Egg pasta rolled and cut every afternoon, tossed with brown butter and crisp sage.</p>',
      category: 'Mains',
      images: [0],
      price: 18,
      attributes: { Course: 'main', Diet: ['vegetarian'] },
    },
    {
      title: 'Burrata with roast tomatoes',
      model: 'S-01',
      summary: 'Basil oil and grilled sourdough.',
      body: '<p>Creamy burrata with tomatoes roasted slowly overnight and bread from our own oven.</p>',
      category: 'Starters',
      images: [0, 2],
      price: 11,
      attributes: { Course: 'starter', Diet: ['vegetarian'] },
    },
    {
      title: 'Roast chicken',
      model: 'M-02',
      summary: 'Leeks, potato purée and tarragon jus.',
      body: '<p>Free-range chicken roasted on the bone, served with buttered leeks and a silky purée.</p>',
      category: 'Mains',
      images: [0],
      price: 24,
      attributes: { Course: 'main', Diet: ['gluten-free'] },
    },
    {
      title: 'Dark chocolate tart',
      model: 'D-01',
      summary: 'Crème fraîche and a pinch of sea salt.',
      body: '<p>A crisp pastry case filled with dark chocolate ganache, served at room temperature.</p>',
      category: 'Desserts',
      images: [2],
      price: 8,
      attributes: { Course: 'dessert', Diet: ['vegetarian'] },
    },
    {
      title: 'Flat white and a croissant',
      model: 'C-01',
      summary: 'Our morning favourite, served until 11:00.',
      body: '<p>A double-shot flat white with a butter croissant baked this morning.</p>',
      category: 'Café',
      images: [1],
      price: 6.5,
      attributes: { Course: 'cafe', Diet: ['vegetarian'] },
    },
  ],
  faqs: [
    {
      question: 'Do I need to book?',
      answer:
        '<p>For dinner we recommend it, especially on Fridays and Saturdays. The café and the bar take walk-ins.</p>',
      category: 'Visiting',
    },
    {
      question: 'Is there a vegan menu?',
      answer: '<p>Every course has at least one vegan dish, and the kitchen will gladly adapt others.</p>',
      category: 'Food and allergies',
    },
    {
      question: 'Can I bring my dog?',
      answer:
        '<p>Well-behaved dogs are welcome in the café and on the terrace, with a bowl of water on us.</p>',
      category: 'Visiting',
    },
    {
      question: 'Do you cater outside the restaurant?',
      answer:
        '<p>Yes, for groups of 20 to 150. Tell us the date and the number of guests and we will propose a menu.</p>',
      category: 'Food and allergies',
    },
  ],
};
