import { TEMPLATE_CARDS } from '@sitewright/contract';
import { type SiteTemplate, templateFrame, templatePage } from '../template-kit.ts';

const footer = {
  // Empty: the footer shows the website's company name and business details as they stand.
  text: '',
  links: [
    { label: 'Menu', href: '/menu' },
    { label: 'Reservations', href: '/reservations' },
    { label: 'Private dining', href: '/private-dining' },
    { label: 'Our story', href: '/our-story' },
  ],
};

const page = templatePage;

/** The opening hours every page that mentions them repeats; one table keeps them the same. */
const openingHours = {
  rows: [
    ['Day', 'Café', 'Kitchen'],
    ['Monday', 'Closed', 'Closed'],
    ['Tuesday to Friday', '8:00–17:00', '12:00–14:30 and 18:00–22:00'],
    ['Saturday', '9:00–17:00', '12:00–15:00 and 18:00–22:30'],
    ['Sunday', '9:00–16:00', '12:00–16:00'],
  ],
  headerRow: true,
  headerColumn: true,
  caption: 'Opening hours',
};

/** A course of the menu as a table of dishes with their prices. */
const course = (caption: string, dishes: [string, string, string][]) => ({
  rows: [['Dish', 'Description', 'Price'], ...dishes],
  headerRow: true,
  headerColumn: true,
  caption,
});

/** A neighbourhood restaurant with a daytime café: its menu, its room, its story, a table. */
export const restaurant: SiteTemplate = {
  id: 'restaurant',
  name: TEMPLATE_CARDS.restaurant.name,
  description: {
    en: 'A restaurant and café site with a priced menu, lunch and drinks, the story and the kitchen team, a gallery, events and reservations with opening hours and a map.',
    zh: '餐厅与咖啡馆网站：带价格的菜单、午市与饮品、品牌故事与厨房团队、图库、活动，以及含营业时间和地图的订座页面。',
  },
  previewImage: TEMPLATE_CARDS.restaurant.previewImage,
  theme: { palette: 'imperial', fontPair: 'editorial', animation: 'fade' },
  frame: templateFrame(footer),
  pages: [
    page(
      {
        key: 'home',
        name: 'Home',
        path: '',
        seoTitle: '{{website.name}}: seasonal kitchen and café',
        description:
          'Seasonal cooking at night, good coffee and pastries by day. Book a table at {{website.name}}.',
        keywords: 'restaurant, café, seasonal menu, book a table',
      },
      (k) => [
        k.section(
          {
            background: 'primary',
            padding: 'large',
            width: 'full',
            backgroundImage: '/template-assets/restaurant-hero.svg',
          },
          [
            k.heading('Seasonal cooking, good coffee, a table by the window', 1, 'center'),
            k.text(
              '<p>Breakfast and pastries from eight, lunch at noon and a short evening menu that changes with what the farmers bring.</p>',
            ),
            k.button('Book a table', '/reservations', 'secondary', 'center'),
          ],
        ),
        k.section({ padding: 'large' }, [
          k.heading('From breakfast to dinner', 2, 'center'),
          k.columns(
            [
              [
                k.image('restaurant-dish.svg', 'Fresh pasta with tomato and basil'),
                k.heading('Dinner', 3),
                k.text(
                  '<p>Six starters, five mains and a cheese board, all made here from whole ingredients.</p>',
                ),
                k.button('Evening menu', '/menu', 'outline'),
              ],
              [
                k.image('restaurant-coffee.svg', 'A flat white and a pastry on the counter'),
                k.heading('Café', 3),
                k.text('<p>Coffee roasted nearby, bread and pastries baked every morning.</p>'),
                k.button('Coffee and drinks', '/drinks', 'outline'),
              ],
              [
                k.image('restaurant-interior.svg', 'The dining room with its long bar'),
                k.heading('Private dining', 3),
                k.text('<p>A room for up to 24 guests for birthdays, weddings and team dinners.</p>'),
                k.button('Plan an event', '/private-dining', 'outline'),
              ],
            ],
            { gap: 'large' },
          ),
        ]),
        k.section({ background: 'surface', padding: 'large' }, [
          k.node('latest-items', { kind: 'products', title: 'Chef’s favourites', count: 4, layout: 'grid' }),
        ]),
        k.section({ padding: 'large' }, [
          k.columns(
            [
              [k.heading('Opening hours', 2), k.node('table', openingHours)],
              [
                k.heading('Find us', 2),
                k.text('<p>{{company.address}}</p><p>Phone: {{company.phone}}</p>'),
                k.button('Reservations and directions', '/reservations'),
              ],
            ],
            { align: 'center' },
          ),
        ]),
        k.section({ background: 'muted', padding: 'large' }, [
          k.node('latest-items', {
            kind: 'articles',
            title: 'News from the kitchen',
            count: 3,
            layout: 'grid',
          }),
        ]),
      ],
    ),
    page(
      {
        key: 'menu',
        name: 'Menu',
        path: 'menu',
        seoTitle: 'Evening menu | {{website.name}}',
        description: 'Starters, mains and desserts of the season, with prices. Vegetarian dishes marked (v).',
        keywords: 'menu, dinner, starters, mains, desserts, vegetarian',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Evening menu', 1),
          k.text(
            '<p>Served Tuesday to Sunday from 18:00. Dishes marked (v) are vegetarian; tell us about any allergy and the kitchen will adapt.</p>',
          ),
          k.node(
            'table',
            course('Starters', [
              ['Burrata (v)', 'Roast tomatoes, basil oil, grilled sourdough', '€11'],
              ['Beetroot tartare (v)', 'Horseradish cream, rye crumbs, cress', '€9'],
              ['Cured trout', 'Cucumber, dill, buttermilk dressing', '€13'],
            ]),
          ),
          k.node(
            'table',
            course('Mains', [
              ['Hand-cut tagliatelle (v)', 'Brown butter, sage, aged parmesan', '€18'],
              ['Roast chicken', 'Leeks, potato purée, tarragon jus', '€24'],
              ['Hake', 'Mussels, fennel, saffron broth', '€26'],
              ['Ribeye for two', '600 g, chips, green salad, béarnaise', '€68'],
            ]),
          ),
          k.node(
            'table',
            course('Desserts', [
              ['Dark chocolate tart', 'Crème fraîche, sea salt', '€8'],
              ['Baked cheesecake', 'Poached rhubarb', '€8'],
              ['Three cheeses', 'Chutney, crackers baked here', '€12'],
            ]),
          ),
          k.node('attachments', {
            title: 'Menu to download',
            files: [
              {
                name: 'Evening menu (printable)',
                href: '/template-assets/restaurant-menu-card.svg',
                size: 1477,
              },
            ],
          }),
        ]),
        k.section({ background: 'surface', padding: 'large' }, [
          k.node('latest-items', {
            kind: 'products',
            title: 'Dishes of the season',
            count: 8,
            layout: 'grid',
          }),
        ]),
      ],
    ),
    page(
      {
        key: 'lunch',
        name: 'Lunch',
        path: 'lunch',
        seoTitle: 'Lunch menu | {{website.name}}',
        description: 'A set lunch of two or three courses, Tuesday to Saturday.',
        keywords: 'lunch, set menu, daily special',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Lunch', 1),
          k.columns(
            [
              [
                k.text(
                  '<p>A set lunch that changes every week, served Tuesday to Saturday from 12:00. Quick enough for a working day; we have you out in 45 minutes if you ask.</p><ul><li>Two courses: <strong>€19</strong></li><li>Three courses: <strong>€24</strong></li><li>Soup and bread alone: <strong>€9</strong></li></ul>',
                ),
                k.button('Reserve for lunch', '/reservations'),
              ],
              [k.image('restaurant-dish.svg', 'A lunch plate of fresh pasta')],
            ],
            { align: 'center' },
          ),
        ]),
      ],
    ),
    page(
      {
        key: 'drinks',
        name: 'Coffee and drinks',
        path: 'drinks',
        seoTitle: 'Coffee, wine and drinks | {{website.name}}',
        description: 'Coffee from a local roaster, natural wines by the glass, and house lemonade.',
        keywords: 'coffee, wine, drinks, café',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Coffee and drinks', 1),
          k.columns([
            [
              k.node(
                'table',
                course('Coffee', [
                  ['Espresso', 'Single origin, changes monthly', '€2.40'],
                  ['Flat white', 'Double shot, whole or oat milk', '€3.60'],
                  ['Filter', 'Brewed by the cup', '€3.80'],
                ]),
              ),
            ],
            [
              k.node(
                'table',
                course('Wine and more', [
                  ['House white or red', 'Glass / carafe', '€6 / €22'],
                  ['Sparkling', 'Glass', '€8'],
                  ['House lemonade', 'Lemon and thyme', '€4'],
                ]),
              ),
            ],
          ]),
          k.image('restaurant-coffee.svg', 'A flat white at the café counter', 'Our café opens at eight'),
        ]),
      ],
    ),
    page(
      {
        key: 'story',
        name: 'Our story',
        path: 'our-story',
        seoTitle: 'Our story | {{website.name}}',
        description: 'How {{website.name}} began, and the farmers and makers we cook with.',
        keywords: 'about, story, local suppliers',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Our story', 1),
          k.columns(
            [
              [
                k.text(
                  '<p>{{website.name}} opened in a former bakery with one oven, eight tables and a coffee machine bought second-hand. The oven is still here; the tables have grown to twenty.</p><p>We cook with what is in season and buy from about a dozen farms, a fisher and a cheesemaker we know by name. When they have less, the menu is shorter.</p>',
                ),
              ],
              [k.image('restaurant-interior.svg', 'The dining room in the afternoon')],
            ],
            { align: 'center' },
          ),
        ]),
        k.section({ background: 'surface' }, [
          k.columns([
            [
              k.heading('What we believe', 2),
              k.text(
                '<ol><li><strong>Season first.</strong> The menu follows the farms, not the other way round.</li><li><strong>Nothing wasted.</strong> Bread becomes crumbs, peelings become stock.</li><li><strong>Everyone is a regular.</strong> Whether it is your first visit or your hundredth.</li></ol>',
              ),
            ],
            [
              k.node('chart', {
                kind: 'pie',
                title: 'Where our ingredients come from',
                rows: [
                  ['', 'Share'],
                  ['Within 50 km', '68'],
                  ['Within the country', '24'],
                  ['Further away', '8'],
                ],
                headerRow: true,
                headerColumn: true,
              }),
            ],
          ]),
        ]),
      ],
    ),
    page(
      {
        key: 'team',
        name: 'Our kitchen',
        path: 'kitchen',
        seoTitle: 'The kitchen team | {{website.name}}',
        description: 'The cooks, bakers and baristas of {{website.name}}.',
        keywords: 'chef, kitchen team, bakers, baristas',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Our kitchen', 1),
          k.text('<p>Eleven people cook, bake and pour here. Three of them you will meet most often.</p>'),
          k.columns([
            [
              k.heading('Head chef', 3),
              k.text(
                '<p>Trained in hotel kitchens before coming home to cook simply. Writes the menu every Tuesday after the farm deliveries.</p>',
              ),
            ],
            [
              k.heading('Pastry', 3),
              k.text(
                '<p>Starts at five every morning; responsible for the bread, the croissants and the tarts.</p>',
              ),
            ],
            [
              k.heading('Café', 3),
              k.text('<p>Chooses the coffee with the roaster each month and trains every new barista.</p>'),
            ],
          ]),
          k.divider(),
          k.text(
            '<p>We are always glad to hear from cooks and front-of-house staff who love what we do.</p>',
          ),
          k.button('Work with us', '/reservations', 'outline'),
        ]),
      ],
    ),
    page(
      {
        key: 'gallery',
        name: 'Gallery',
        path: 'gallery',
        seoTitle: 'Gallery | {{website.name}}',
        description: 'The dining room, the café counter and dishes from the current menu.',
        keywords: 'gallery, photos, dining room, dishes',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Gallery', 1),
          k.node('gallery', {
            images: [
              {
                src: '/template-assets/restaurant-hero.svg',
                alt: 'A set table by the window',
                caption: 'Window tables in the evening',
              },
              {
                src: '/template-assets/restaurant-interior.svg',
                alt: 'The dining room and bar',
                caption: 'The dining room',
                link: '/private-dining',
              },
              {
                src: '/template-assets/restaurant-dish.svg',
                alt: 'Fresh pasta with tomato and basil',
                caption: 'Hand-cut tagliatelle',
                link: '/menu',
              },
              {
                src: '/template-assets/restaurant-coffee.svg',
                alt: 'Flat white and pastry',
                caption: 'Morning at the café',
                link: '/drinks',
              },
            ],
            layout: 'carousel',
            columns: 2,
          }),
        ]),
      ],
    ),
    page(
      {
        key: 'events',
        name: 'Private dining',
        path: 'private-dining',
        seoTitle: 'Private dining and events | {{website.name}}',
        description: 'Book the back room for up to 24 guests, or the whole restaurant for up to 70.',
        keywords: 'private dining, events, group booking, catering',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Private dining and events', 1),
          k.columns(
            [
              [k.image('restaurant-interior.svg', 'The back room set for a group dinner')],
              [
                k.text(
                  '<p>Celebrate with us: birthdays, small weddings, team dinners and tastings. We write a menu with you and take care of the rest.</p>',
                ),
                k.node('table', {
                  rows: [
                    ['Room', 'Seated', 'Standing', 'Minimum spend'],
                    ['Back room', '24', '35', '€900'],
                    ['Whole restaurant', '70', '110', '€4,000'],
                  ],
                  headerRow: true,
                  headerColumn: true,
                  caption: 'Rooms and sizes',
                }),
                k.button('Ask about a date', '/reservations'),
              ],
            ],
            { align: 'center' },
          ),
        ]),
      ],
    ),
    page(
      {
        key: 'news',
        name: 'News and events',
        path: 'news',
        seoTitle: 'News and events | {{website.name}}',
        description: 'Wine evenings, seasonal menus and news from {{website.name}}.',
        keywords: 'news, events, wine evening, new menu',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('News and events', 1),
          k.text(
            '<p>Supper clubs, wine evenings and the first asparagus of the year: it is all here first.</p>',
          ),
          k.node('item-list', { collection: 'news', layout: 'list', heading: false }),
        ]),
      ],
    ),
    page(
      {
        key: 'faq',
        name: 'FAQ',
        path: 'faq',
        seoTitle: 'Questions and answers | {{website.name}}',
        description: 'Allergies, children, dogs, groups and gift vouchers.',
        keywords: 'faq, allergies, children, gift vouchers',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Questions and answers', 1),
          k.heading('Can you cook for my allergy?', 3),
          k.text(
            '<p>Almost always. Tell us when you book; every dish is made here, so we know exactly what is in it.</p>',
          ),
          k.heading('Are children welcome?', 3),
          k.text('<p>Very. We have high chairs and a small plate of whatever they like from the menu.</p>'),
          k.heading('Do you sell gift vouchers?', 3),
          k.text('<p>Yes, for any amount, at the counter or by phone.</p>'),
          k.node('latest-items', { kind: 'faqs', title: 'More questions', count: 6, layout: 'list' }),
        ]),
      ],
    ),
    page(
      {
        key: 'reservations',
        name: 'Reservations',
        path: 'reservations',
        seoTitle: 'Book a table | {{website.name}}',
        description: 'Opening hours, how to book a table and how to find {{website.name}}.',
        keywords: 'reservations, book a table, opening hours, directions',
      },
      (k) => [
        k.section({ padding: 'large' }, [
          k.heading('Book a table', 1),
          k.columns([
            [
              k.text(
                '<p>Call us or write with the date, the time and the number of guests; we confirm within a few hours. For six or more, please book at least two days ahead.</p><p><strong>{{company.name}}</strong><br>{{company.address}}</p><p>Phone: {{company.phone}}<br>Email: {{company.email}}</p><p>The café takes no bookings: just come in.</p>',
              ),
              k.node('table', openingHours),
            ],
            [
              k.node('map', {
                address: '{{company.address}}',
                zoom: 16,
                provider: 'openstreetmap',
                height: 380,
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
      label: 'Menu',
      page: 'menu',
      children: [
        { label: 'Lunch', page: 'lunch' },
        { label: 'Coffee and drinks', page: 'drinks' },
      ],
    },
    {
      label: 'Our story',
      page: 'story',
      children: [
        { label: 'Our kitchen', page: 'team' },
        { label: 'Gallery', page: 'gallery' },
      ],
    },
    {
      label: 'Events',
      page: 'events',
      children: [{ label: 'News and events', page: 'news' }],
    },
    { label: 'FAQ', page: 'faq' },
    { label: 'Reservations', page: 'reservations' },
  ],
};
