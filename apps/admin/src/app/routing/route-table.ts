import { type CollectionName, type PluginKey, ROLES } from '@sitewright/contract';
import '../../features/auth/auth-redirect-route-i18n.ts';
import {
  ADD_LANGUAGE_PATH,
  APP_CENTRE_PATH,
  COMPANY_INFO_PATH,
  ORDER_INDEX_PATH,
  ATTRIBUTE_INDEX_PATH,
  AUDIT_LOG_PATH,
  AUTH_REDIRECT_PATH,
  CHANGE_PASSWORD_PATH,
  FORM_CENTER_PATH,
  FORM_INQUIRY_LIST_PATH,
  FORM_LIST_PATH,
  FORM_RECORDS_PATH,
  LOGIN_PATH,
  MEDIA_LIST_PATH,
  MEETING_EDIT_PATH,
  MEETING_EXPERT_EDIT_PATH,
  MEETING_EXPERTS_PATH,
  MEETING_INDEX_PATH,
  MEETING_ORGANIZER_EDIT_PATH,
  MEETING_ORGANIZERS_PATH,
  MEETING_SPONSOR_EDIT_PATH,
  MEETING_SPONSORS_PATH,
  MEETING_TAG_PATH,
  MEETING_TYPE_PATH,
  MESSAGE_CENTER_PATH,
  NEWS_EDIT_PATH,
  NEWS_INDEX_PATH,
  NEWS_TAG_PATH,
  NEWS_TYPE_PATH,
  NOT_FOUND_PATH,
  PAGE_INDEX_PATH,
  PAGE_EDIT_PATH,
  PAGE_MENU_PATH,
  PAGE_SETTINGS_PATH,
  PAGE_TEMPLATE_PATH,
  PAY_SET_PATH,
  PLUGIN_SET_PATH,
  PRODUCT_EDIT_PATH,
  PRODUCT_INDEX_PATH,
  PRODUCT_TAG_PATH,
  PRODUCT_TYPE_PATH,
  FAQ_EDIT_PATH,
  FAQ_INDEX_PATH,
  FAQ_TYPE_PATH,
  EXHIBITOR_ADD_PATH,
  EXHIBITOR_AREA_PATH,
  EXHIBITOR_EDIT_PATH,
  EXHIBITOR_INDEX_PATH,
  EXHIBITOR_TYPE_PATH,
  EXHIBITOR_ZONE_PATH,
  EXHIBIT_ITEM_ADD_PATH,
  EXHIBIT_ITEM_EDIT_PATH,
  EXHIBIT_ITEM_INDEX_PATH,
  REDIRECT_PATH,
  ROLE_INDEX_PATH,
  UNAUTHORIZED_PATH,
  USER_ADD_PATH,
  USER_EDIT_PATH,
  USER_INDEX_PATH,
  WEB_REDIRECT_SET_PATH,
  WEBSITE_CENTER_PATH,
  WEBSITE_HOME_PATH,
  WEBSITE_PAY_SET_PATH,
  WEBSITE_SETTINGS_PATH,
  pluginSettingsPath,
} from '../../shared/paths.ts';
import { FORGOT_PASSWORD_PATH, REGISTER_PATH, RESET_LINK_PATH } from '../../features/auth/account-paths.ts';
import '../../features/auth/account-route-i18n.ts';
import type { AppRoute } from './route-types.ts';
import '../../features/audit/audit-route-i18n.ts';
import '../../features/collection-taxonomy/taxonomy-route-i18n.ts';
import '../../features/attributes/attributes-route-i18n.ts';
import '../../features/collection-taxonomy/term-list-route-i18n.ts';
import '../../features/plugins/plugins-route-i18n.ts';
import '../../features/app-centre/commerce-route-i18n.ts';

// The category and tag screens are one component each for every collection: one loader per
// screen, so the shell carries each chunk list once; the route picks the collection.
const categoriesScreen = (name: CollectionName) => async () => ({
  Component: (await import('../../features/collection-taxonomy/categories-page.tsx')).categoriesPageFor(name),
});
const tagsScreen = (name: CollectionName) => async () => ({
  Component: (await import('../../features/collection-taxonomy/tags-page.tsx')).tagsPageFor(name),
});

// One list and one edit screen serve every collection (the route's handle names which); one
// loader each, so the shell carries their chunk lists once.
const itemListScreen = async () => ({
  Component: (await import('../screens/item-list-screen.tsx')).ItemListScreen,
});
const itemEditScreen = async () => ({
  Component: (await import('../../features/collections/item-edit-page.tsx')).ItemEditPage,
});
// The term list screens (an exhibitor's hall zones and areas): one component, the route names the list.
const termListScreen = (name: CollectionName, list: string) => async () => ({
  Component: (await import('../../features/collection-taxonomy/term-list-page.tsx')).termListPageFor(
    name,
    list,
  ),
});

// The plugin list and every plugin's settings screen are one chunk (the handle says which plugin):
// one loader, so the shell carries its chunk list once.
const pluginScreen = async () => ({
  Component: (await import('../../features/plugins/plugin-screen.tsx')).PluginScreen,
});
// Both payment screens are one chunk (the route's name says which): one loader, one chunk list.
const paymentScreen = async () => ({
  Component: (await import('../../features/payments/payment-screen.tsx')).PaymentScreen,
});
/** The plugins with a settings screen: the contract's PLUGIN_KEYS, repeated to keep its schemas out of the entry (menu.test.ts checks they agree). */
export const PLUGIN_ROUTE_KEYS: PluginKey[] = [
  'bdzz',
  'google-indexing',
  'indexnow',
  'verification',
  'analytics',
];

/**
 * Every screen of the back office that exists today (spec §2). Menu, tabs, titles and access are
 * derived from this table; a later screen becomes reachable by adding it here.
 */
export const routeTable: AppRoute[] = [
  {
    path: LOGIN_PATH,
    handle: { name: 'Login', title: 'route.login', public: true, hidden: true },
    lazy: async () => ({ Component: (await import('../../features/auth/login-page.tsx')).LoginPage }),
  },
  {
    path: REGISTER_PATH,
    handle: { name: 'PhoneAddUser', title: 'accountRoute.register', public: true, hidden: true, noTab: true },
    lazy: async () => ({ Component: (await import('../../features/auth/register-page.tsx')).RegisterPage }),
  },
  {
    path: FORGOT_PASSWORD_PATH,
    handle: {
      name: 'ForgetThePassword',
      title: 'accountRoute.forgot',
      public: true,
      hidden: true,
      noTab: true,
    },
    lazy: async () => ({
      Component: (await import('../../features/auth/forgot-password-page.tsx')).ForgotPasswordPage,
    }),
  },
  {
    path: RESET_LINK_PATH,
    handle: { name: 'Forget', title: 'accountRoute.resetLink', public: true, hidden: true, noTab: true },
    lazy: async () => ({
      Component: (await import('../../features/auth/reset-link-page.tsx')).ResetLinkPage,
    }),
  },
  {
    path: AUTH_REDIRECT_PATH,
    handle: { name: 'AuthRedirect', title: 'authRedirectRoute.title', public: true, hidden: true },
    lazy: async () => ({
      Component: (await import('../../features/auth/auth-redirect-page.tsx')).AuthRedirectPage,
    }),
  },
  {
    path: UNAUTHORIZED_PATH,
    handle: {
      name: 'Unauthorized',
      title: 'route.unauthorized',
      public: true,
      hidden: true,
      hideSidebar: true,
    },
    lazy: async () => ({
      Component: (await import('../../features/errors/unauthorized-page.tsx')).UnauthorizedPage,
    }),
  },
  {
    path: NOT_FOUND_PATH,
    handle: { name: 'NotFound', title: 'route.notFound', public: true, hidden: true, hideSidebar: true },
    lazy: async () => ({
      Component: (await import('../../features/errors/not-found-page.tsx')).NotFoundPage,
    }),
  },
  {
    // Spec §2: the editor fills the window, without the shell's menu, tabs or top bar.
    path: PAGE_EDIT_PATH,
    handle: {
      name: 'PageEdit',
      roles: [ROLES.webManage],
      title: 'pageEditor.title',
      hidden: true,
      noTab: true,
    },
    lazy: async () => ({
      Component: (await import('../../features/page-editor/page-editor-page.tsx')).PageEditorPage,
    }),
  },
  {
    path: '/',
    layout: true,
    children: [
      { path: '/', redirect: WEBSITE_CENTER_PATH },
      {
        // Spec §2: public. Inside the shell so a tab refresh re-mounts only the screen.
        path: REDIRECT_PATH,
        handle: { name: 'Redirect', public: true, hidden: true, noTab: true, transient: true },
        lazy: async () => ({ Component: (await import('./redirect-page.tsx')).RedirectPage }),
      },
      {
        // Spec §2 /app/index: templates and plugins to buy, for every operator; no left menu.
        path: APP_CENTRE_PATH,
        handle: {
          name: 'AppIndex',
          title: 'commerceRoute.appCentre',
          icon: 'products',
          hidden: true,
          hideSidebar: true,
        },
        lazy: async () => ({
          Component: (await import('../../features/app-centre/app-centre-page.tsx')).AppCentrePage,
        }),
      },
      {
        // Spec §2 /order/index: the company's orders (order.index), from the user dropdown.
        path: ORDER_INDEX_PATH,
        handle: {
          name: 'OrderIndex',
          roles: [ROLES.orderIndex],
          title: 'commerceRoute.orders',
          icon: 'audit',
          hidden: true,
          hideSidebar: true,
        },
        lazy: async () => ({
          Component: (await import('../../features/orders/orders-page.tsx')).OrdersPage,
        }),
      },
      {
        path: '/system',
        children: [
          {
            path: WEBSITE_CENTER_PATH,
            handle: {
              name: 'WebManage',
              roles: [ROLES.webManage],
              title: 'route.webManage',
              icon: 'website',
              affix: true,
              code: 7,
              hideSidebar: true,
            },
            lazy: async () => ({
              Component: (await import('../../features/website-center/website-center-page.tsx'))
                .WebsiteCenterPage,
            }),
          },
        ],
      },
      {
        path: '/page',
        children: [
          {
            path: PAGE_INDEX_PATH,
            handle: {
              name: 'PageIndex',
              roles: [ROLES.pageSet],
              title: 'route.pages',
              icon: 'pages',
              requiresWebsite: true,
            },
            lazy: async () => ({
              Component: (await import('../../features/pages/page-index-page.tsx')).PageIndexPage,
            }),
          },
          {
            path: PAGE_SETTINGS_PATH,
            handle: {
              name: 'PageSet',
              roles: [ROLES.pageSet],
              title: 'route.pages',
              hidden: true,
              activeMenu: PAGE_INDEX_PATH,
              requiresWebsite: true,
              // The address only opens the list with a drawer; closing it returns to the list's tab.
              noTab: true,
            },
            lazy: async () => ({
              Component: (await import('../../features/pages/page-index-page.tsx')).PageIndexPage,
            }),
          },
          {
            path: PAGE_TEMPLATE_PATH,
            handle: {
              name: 'PageTemplate',
              roles: [ROLES.pageSet],
              title: 'route.templates',
              hidden: true,
              activeMenu: PAGE_INDEX_PATH,
              requiresWebsite: true,
              // Spec §2: the page template screen has no left menu.
              hideSidebar: true,
            },
            lazy: async () => ({
              Component: (await import('../../features/templates/template-page.tsx')).TemplatePage,
            }),
          },
          {
            path: ADD_LANGUAGE_PATH,
            handle: {
              name: 'AddLanguage',
              roles: [ROLES.pageSet],
              title: 'route.languages',
              hidden: true,
              activeMenu: PAGE_INDEX_PATH,
              requiresWebsite: true,
              // Spec §2: the add-language screen has no left menu.
              hideSidebar: true,
            },
            lazy: async () => ({
              Component: (await import('../../features/languages/languages-page.tsx')).LanguagesPage,
            }),
          },
          {
            path: WEBSITE_HOME_PATH,
            handle: {
              name: 'PageEmpty',
              title: 'route.pages',
              icon: 'pages',
              requiresWebsite: true,
              // Those who may list pages find them under the same menu entry name.
              hiddenForRoles: [ROLES.pageSet],
            },
            lazy: async () => ({
              Component: (await import('../../features/website-home/page-empty-page.tsx')).PageEmptyPage,
            }),
          },
          {
            // Spec §2: the menu belongs to Pages and is hidden from the left menu by default; the
            // page list, the website home and the editor's page picker link to it.
            path: PAGE_MENU_PATH,
            handle: {
              name: 'Menu',
              roles: [ROLES.pageMenu],
              title: 'route.menu',
              icon: 'menu',
              hidden: true,
              activeMenu: PAGE_INDEX_PATH,
              requiresWebsite: true,
            },
            lazy: async () => ({
              Component: (await import('../../features/menu/menu-page.tsx')).MenuPage,
            }),
          },
        ],
      },
      {
        // Spec §2 left menu: Articles (list, categories, tags) after Pages. The list and edit
        // screens serve every collection; the handle says which.
        path: '/news',
        handle: { title: 'route.articles', icon: 'articles', requiresWebsite: true },
        children: [
          {
            path: NEWS_INDEX_PATH,
            handle: {
              name: 'NewsIndex',
              roles: [ROLES.newsIndex],
              title: 'route.articleList',
              requiresWebsite: true,
              collection: 'news',
            },
            lazy: itemListScreen,
          },
          {
            path: NEWS_EDIT_PATH,
            handle: {
              name: 'NewsEdit',
              roles: [ROLES.newsIndex],
              title: 'route.articleEdit',
              hidden: true,
              activeMenu: NEWS_INDEX_PATH,
              requiresWebsite: true,
              noCache: true,
              collection: 'news',
            },
            lazy: itemEditScreen,
          },
          {
            path: NEWS_TYPE_PATH,
            handle: {
              name: 'NewsTypeIndex',
              roles: [ROLES.newsType],
              title: 'taxonomyRoute.newsTypes',
              menuTitle: 'taxonomyRoute.categories',
              requiresWebsite: true,
            },
            lazy: categoriesScreen('news'),
          },
          {
            path: NEWS_TAG_PATH,
            handle: {
              name: 'NewsTagIndex',
              roles: [ROLES.newsTag],
              title: 'taxonomyRoute.newsTags',
              menuTitle: 'taxonomyRoute.tags',
              requiresWebsite: true,
            },
            lazy: tagsScreen('news'),
          },
        ],
      },
      {
        // Spec §2 left menu: Products (list, categories, tags, attributes) after Articles.
        path: '/product',
        handle: { title: 'route.products', icon: 'products', requiresWebsite: true },
        children: [
          {
            path: PRODUCT_INDEX_PATH,
            handle: {
              name: 'ProductIndex',
              roles: [ROLES.productIndex],
              title: 'route.productList',
              requiresWebsite: true,
              collection: 'product',
            },
            lazy: itemListScreen,
          },
          {
            path: PRODUCT_EDIT_PATH,
            handle: {
              name: 'ProductEdit',
              roles: [ROLES.productIndex],
              title: 'route.productEdit',
              hidden: true,
              activeMenu: PRODUCT_INDEX_PATH,
              requiresWebsite: true,
              noCache: true,
              collection: 'product',
            },
            lazy: itemEditScreen,
          },
          {
            path: PRODUCT_TYPE_PATH,
            handle: {
              name: 'ProductTypeIndex',
              roles: [ROLES.productType],
              title: 'taxonomyRoute.productTypes',
              menuTitle: 'taxonomyRoute.categories',
              requiresWebsite: true,
            },
            lazy: categoriesScreen('product'),
          },
          {
            path: PRODUCT_TAG_PATH,
            handle: {
              name: 'ProductTagIndex',
              roles: [ROLES.productTag],
              title: 'taxonomyRoute.productTags',
              menuTitle: 'taxonomyRoute.tags',
              requiresWebsite: true,
            },
            lazy: tagsScreen('product'),
          },
          {
            // Attributes describe products, so whoever manages products manages them (spec §2).
            path: ATTRIBUTE_INDEX_PATH,
            handle: {
              name: 'AttributeIndex',
              roles: [ROLES.productIndex],
              title: 'attributesRoute.title',
              menuTitle: 'attributesRoute.menu',
              requiresWebsite: true,
            },
            lazy: async () => ({
              Component: (await import('../../features/attributes/attributes-page.tsx')).AttributesPage,
            }),
          },
        ],
      },
      {
        // Spec §2 left menu: FAQ (list, categories) after Products, before Meetings.
        path: '/faq',
        handle: { title: 'route.faq', icon: 'faq', requiresWebsite: true },
        children: [
          {
            path: FAQ_INDEX_PATH,
            handle: {
              name: 'FaqIndex',
              roles: [ROLES.faqIndex],
              title: 'route.faqList',
              requiresWebsite: true,
              collection: 'faq',
            },
            lazy: itemListScreen,
          },
          {
            path: FAQ_EDIT_PATH,
            handle: {
              name: 'FaqEdit',
              roles: [ROLES.faqIndex],
              title: 'route.faqEdit',
              hidden: true,
              activeMenu: FAQ_INDEX_PATH,
              requiresWebsite: true,
              noCache: true,
              collection: 'faq',
            },
            lazy: itemEditScreen,
          },
          {
            path: FAQ_TYPE_PATH,
            handle: {
              name: 'FaqTypeIndex',
              roles: [ROLES.faqType],
              title: 'taxonomyRoute.faqTypes',
              menuTitle: 'taxonomyRoute.categories',
              requiresWebsite: true,
            },
            lazy: categoriesScreen('faq'),
          },
        ],
      },
      {
        // Spec §2 left menu: Meetings (list, categories, tags, organizers, sponsors) after
        // FAQ; experts are the speakers the agendas name.
        path: '/meeting',
        handle: { title: 'route.meetings', icon: 'meetings', requiresWebsite: true },
        children: [
          {
            path: MEETING_INDEX_PATH,
            handle: {
              name: 'MeetingIndex',
              roles: [ROLES.meetingIndex],
              title: 'route.meetingList',
              requiresWebsite: true,
              collection: 'meeting',
            },
            lazy: itemListScreen,
          },
          {
            path: MEETING_EDIT_PATH,
            handle: {
              name: 'MeetingEdit',
              roles: [ROLES.meetingIndex],
              title: 'route.meetingEdit',
              hidden: true,
              activeMenu: MEETING_INDEX_PATH,
              requiresWebsite: true,
              noCache: true,
              collection: 'meeting',
            },
            lazy: itemEditScreen,
          },
          {
            path: MEETING_TYPE_PATH,
            handle: {
              name: 'MeetingTypeIndex',
              roles: [ROLES.meetingType],
              title: 'taxonomyRoute.meetingTypes',
              menuTitle: 'taxonomyRoute.categories',
              requiresWebsite: true,
            },
            lazy: categoriesScreen('meeting'),
          },
          {
            path: MEETING_TAG_PATH,
            handle: {
              name: 'MeetingTagIndex',
              roles: [ROLES.meetingTag],
              title: 'taxonomyRoute.meetingTags',
              menuTitle: 'taxonomyRoute.tags',
              requiresWebsite: true,
            },
            lazy: tagsScreen('meeting'),
          },
          {
            path: MEETING_ORGANIZERS_PATH,
            handle: {
              name: 'MeetingOrganizersIndex',
              roles: [ROLES.meetingHost],
              title: 'route.organizers',
              requiresWebsite: true,
              collection: 'organizer',
            },
            lazy: itemListScreen,
          },
          {
            path: MEETING_ORGANIZER_EDIT_PATH,
            handle: {
              name: 'MeetingOrganizersEdit',
              roles: [ROLES.meetingHost],
              title: 'route.organizerEdit',
              hidden: true,
              activeMenu: MEETING_ORGANIZERS_PATH,
              requiresWebsite: true,
              noCache: true,
              collection: 'organizer',
            },
            lazy: itemEditScreen,
          },
          {
            path: MEETING_SPONSORS_PATH,
            handle: {
              name: 'MeetingSponsorIndex',
              roles: [ROLES.meetingSponsor],
              title: 'route.sponsors',
              requiresWebsite: true,
              collection: 'sponsor',
            },
            lazy: itemListScreen,
          },
          {
            path: MEETING_SPONSOR_EDIT_PATH,
            handle: {
              name: 'MeetingSponsorEdit',
              roles: [ROLES.meetingSponsor],
              title: 'route.sponsorEdit',
              hidden: true,
              activeMenu: MEETING_SPONSORS_PATH,
              requiresWebsite: true,
              noCache: true,
              collection: 'sponsor',
            },
            lazy: itemEditScreen,
          },
          {
            path: MEETING_EXPERTS_PATH,
            handle: {
              name: 'MeetingExpertsIndex',
              roles: [ROLES.meetingExperts],
              title: 'route.experts',
              requiresWebsite: true,
              collection: 'expert',
            },
            lazy: itemListScreen,
          },
          {
            path: MEETING_EXPERT_EDIT_PATH,
            handle: {
              name: 'MeetingExpertsEdit',
              roles: [ROLES.meetingExperts],
              title: 'route.expertEdit',
              hidden: true,
              activeMenu: MEETING_EXPERTS_PATH,
              requiresWebsite: true,
              noCache: true,
              collection: 'expert',
            },
            lazy: itemEditScreen,
          },
        ],
      },
      {
        // Spec §2: Exhibitors (list, types, hall zones, areas, exhibit items).
        path: '/exhibitor',
        handle: { title: 'route.exhibitors', icon: 'exhibitors', requiresWebsite: true },
        children: [
          {
            path: EXHIBITOR_INDEX_PATH,
            handle: {
              name: 'ExhibitorIndex',
              roles: [ROLES.exhibitorIndex],
              title: 'route.exhibitorList',
              requiresWebsite: true,
              collection: 'exhibitor',
            },
            lazy: itemListScreen,
          },
          {
            path: EXHIBITOR_EDIT_PATH,
            handle: {
              name: 'ExhibitorEdit',
              roles: [ROLES.exhibitorIndex],
              title: 'route.exhibitorEdit',
              hidden: true,
              activeMenu: EXHIBITOR_INDEX_PATH,
              requiresWebsite: true,
              noCache: true,
              collection: 'exhibitor',
            },
            lazy: itemEditScreen,
          },
          {
            path: EXHIBITOR_ADD_PATH,
            handle: {
              name: 'ExhibitorAdd',
              roles: [ROLES.exhibitorIndex],
              title: 'route.exhibitorAdd',
              hidden: true,
              activeMenu: EXHIBITOR_INDEX_PATH,
              requiresWebsite: true,
              noCache: true,
              collection: 'exhibitor',
            },
            lazy: itemEditScreen,
          },
          {
            path: EXHIBITOR_TYPE_PATH,
            handle: {
              name: 'ExhibitorTypeIndex',
              roles: [ROLES.exhibitorType],
              title: 'taxonomyRoute.exhibitorTypes',
              menuTitle: 'taxonomyRoute.exhibitorTypesMenu',
              requiresWebsite: true,
            },
            lazy: categoriesScreen('exhibitor'),
          },
          {
            path: EXHIBITOR_ZONE_PATH,
            handle: {
              name: 'ExhibitorZoneIndex',
              roles: [ROLES.exhibitorZone],
              title: 'termListRoute.zones',
              requiresWebsite: true,
            },
            lazy: termListScreen('exhibitor', 'zone'),
          },
          {
            path: EXHIBITOR_AREA_PATH,
            handle: {
              name: 'ExhibitorAreaIndex',
              roles: [ROLES.exhibitorArea],
              title: 'termListRoute.areas',
              requiresWebsite: true,
            },
            lazy: termListScreen('exhibitor', 'area'),
          },
          {
            path: EXHIBIT_ITEM_INDEX_PATH,
            handle: {
              name: 'ExhibitItemIndex',
              roles: [ROLES.exhibitorIndex],
              title: 'route.exhibitItemList',
              requiresWebsite: true,
              collection: 'exhibit',
            },
            lazy: itemListScreen,
          },
          {
            path: EXHIBIT_ITEM_EDIT_PATH,
            handle: {
              name: 'ExhibitItemEdit',
              roles: [ROLES.exhibitorIndex],
              title: 'route.exhibitItemEdit',
              hidden: true,
              activeMenu: EXHIBIT_ITEM_INDEX_PATH,
              requiresWebsite: true,
              noCache: true,
              collection: 'exhibit',
            },
            lazy: itemEditScreen,
          },
          {
            path: EXHIBIT_ITEM_ADD_PATH,
            handle: {
              name: 'ExhibitItemAdd',
              roles: [ROLES.exhibitorIndex],
              title: 'route.exhibitItemAdd',
              hidden: true,
              activeMenu: EXHIBIT_ITEM_INDEX_PATH,
              requiresWebsite: true,
              noCache: true,
              collection: 'exhibit',
            },
            lazy: itemEditScreen,
          },
        ],
      },
      {
        // Spec §2 left menu: Media comes after the content screens and before Website settings, so
        // the /page group is split around it.
        path: '/media',
        children: [
          {
            path: MEDIA_LIST_PATH,
            handle: {
              name: 'MediaList',
              roles: [ROLES.mediaList],
              title: 'media.title',
              icon: 'media',
              requiresWebsite: true,
            },
            lazy: async () => ({
              Component: (await import('../../features/media/media-page.tsx')).MediaPage,
            }),
          },
        ],
      },
      {
        // Spec §2 left menu: Inquiries after Media. The inquiry centre spans every website and
        // opens full width (spec §2 hides the left menu there and on a form's inquiry list).
        path: '/form',
        handle: { title: 'route.inquiries', icon: 'inquiries' },
        children: [
          {
            path: FORM_LIST_PATH,
            handle: {
              name: 'FormList',
              roles: [ROLES.formList],
              title: 'route.forms',
              requiresWebsite: true,
            },
            lazy: async () => ({
              Component: (await import('../../features/forms/forms-page.tsx')).FormsPage,
            }),
          },
          {
            path: FORM_RECORDS_PATH,
            handle: {
              name: 'FormRecordList',
              roles: [ROLES.formList],
              title: 'route.formRecords',
              hidden: true,
              activeMenu: FORM_LIST_PATH,
            },
            lazy: async () => ({
              Component: (await import('../../features/forms/form-records-page.tsx')).FormRecordsPage,
            }),
          },
          {
            path: FORM_CENTER_PATH,
            handle: {
              name: 'FormCenterList',
              roles: [ROLES.formList],
              title: 'route.inquiryCenter',
              hideSidebar: true,
            },
            lazy: async () => ({
              Component: (await import('../../features/forms/inquiry-center-page.tsx')).InquiryCenterPage,
            }),
          },
          {
            path: FORM_INQUIRY_LIST_PATH,
            handle: {
              name: 'FormInquiryList',
              roles: [ROLES.formList],
              title: 'route.inquiryList',
              hidden: true,
              hideSidebar: true,
              activeMenu: FORM_CENTER_PATH,
            },
            lazy: async () => ({
              Component: (await import('../../features/forms/inquiry-center-page.tsx')).InquiryCenterPage,
            }),
          },
        ],
      },
      {
        // Spec §2: the company's payment accounts come from the user dropdown (full width); the
        // selected website's payment settings sit in the left menu after Inquiries.
        path: '/pay',
        children: [
          {
            path: PAY_SET_PATH,
            handle: {
              name: 'PaySet',
              roles: [ROLES.paySet],
              title: 'shell.payAccounts',
              icon: 'pay',
              hidden: true,
              hideSidebar: true,
            },
            lazy: paymentScreen,
          },
          {
            path: WEBSITE_PAY_SET_PATH,
            handle: {
              name: 'WebsitePaySet',
              roles: [ROLES.websitePaySet],
              title: 'shell.paySettings',
              icon: 'pay',
              requiresWebsite: true,
            },
            lazy: paymentScreen,
          },
        ],
      },
      {
        path: '/page',
        children: [
          {
            path: WEBSITE_SETTINGS_PATH,
            handle: {
              name: 'WebSet',
              roles: [ROLES.pageWebSet],
              title: 'route.webSet',
              icon: 'settings',
              requiresWebsite: true,
            },
            lazy: async () => ({
              Component: (await import('../../features/website-settings/website-settings-page.tsx'))
                .WebsiteSettingsPage,
            }),
          },
          {
            // Spec §2 left menu: right after Website settings.
            path: WEB_REDIRECT_SET_PATH,
            handle: {
              name: 'WebRedirectSet',
              roles: [ROLES.pageWebSet],
              title: 'route.webRedirectSet',
              menuTitle: 'route.webRedirectSetMenu',
              icon: 'redirect',
              requiresWebsite: true,
            },
            lazy: async () => ({
              Component: (await import('../../features/redirects/redirects-page.tsx')).RedirectsPage,
            }),
          },
        ],
      },
      {
        // Spec §2 left menu: Third-party plugins after Page redirect management.
        path: '/plugin',
        children: [
          {
            path: PLUGIN_SET_PATH,
            handle: {
              name: 'PluginSet',
              roles: [ROLES.pluginSet],
              title: 'pluginsRoute.title',
              icon: 'plugins',
              requiresWebsite: true,
            },
            lazy: pluginScreen,
          },
          ...PLUGIN_ROUTE_KEYS.map(
            (plugin): AppRoute => ({
              path: pluginSettingsPath(plugin, ':id'),
              handle: {
                // PluginBdzzSet, PluginGoogleIndexingSet, …
                name: `Plugin${plugin.replace(/(?:^|-)(\w)/g, (_, c: string) => c.toUpperCase())}Set`,
                roles: [ROLES.pluginSet],
                title: `pluginsRoute.${plugin}`,
                hidden: true,
                activeMenu: PLUGIN_SET_PATH,
                requiresWebsite: true,
                noCache: true,
                plugin,
              },
              lazy: pluginScreen,
            }),
          ),
        ],
      },
      {
        // The Users group is a system entry (spec §4, code 8): it leaves the left menu while a
        // website is selected. Its screens, the audit log too, open from the user dropdown, full width.
        path: '/user',
        handle: { title: 'auditRoute.usersGroup', icon: 'user', code: 8 },
        children: [
          {
            // Spec §2 and §6: user management is for administrators (is_admin > 0, who hold the
            // built-in role and with it `admin`); the server gates the same calls.
            path: USER_INDEX_PATH,
            handle: {
              name: 'UserIndex',
              roles: [ROLES.admin],
              title: 'route.users',
              hidden: true,
              hideSidebar: true,
            },
            lazy: async () => ({ Component: (await import('../../features/team/users-page.tsx')).UsersPage }),
          },
          {
            path: USER_ADD_PATH,
            handle: {
              name: 'UserAdd',
              roles: [ROLES.admin],
              title: 'route.userAdd',
              hidden: true,
              hideSidebar: true,
              noCache: true,
            },
            lazy: async () => ({
              Component: (await import('../../features/team/user-form-page.tsx')).UserFormPage,
            }),
          },
          {
            path: USER_EDIT_PATH,
            handle: {
              name: 'UserEdit',
              roles: [ROLES.admin],
              title: 'route.userEdit',
              hidden: true,
              hideSidebar: true,
              noCache: true,
            },
            lazy: async () => ({
              Component: (await import('../../features/team/user-form-page.tsx')).UserFormPage,
            }),
          },
          {
            // Administrators read every change made in the company.
            path: AUDIT_LOG_PATH,
            handle: {
              name: 'UserAudit',
              roles: [ROLES.admin],
              title: 'auditRoute.title',
              icon: 'audit',
              hideSidebar: true,
            },
            lazy: async () => ({
              Component: (await import('../../features/audit/audit-log-page.tsx')).AuditLogPage,
            }),
          },
          {
            path: CHANGE_PASSWORD_PATH,
            handle: {
              name: 'ChangePassword',
              title: 'route.changePassword',
              icon: 'lock',
              hidden: true,
              hideSidebar: true,
              noCache: true,
            },
            lazy: async () => ({
              Component: (await import('../../features/user/change-password-page.tsx')).ChangePasswordPage,
            }),
          },
          {
            // The company's information, shown on receipts: read by everyone, saved by administrators.
            path: COMPANY_INFO_PATH,
            handle: {
              name: 'CompanyInfo',
              title: 'commerceRoute.company',
              icon: 'user',
              hidden: true,
              hideSidebar: true,
            },
            lazy: async () => ({
              Component: (await import('../../features/company/company-info-page.tsx')).CompanyInfoPage,
            }),
          },
          {
            // Spec §2 /user/message: every operator's own messages (no role), without the left menu.
            path: MESSAGE_CENTER_PATH,
            handle: {
              name: 'UserMessage',
              title: 'route.messages',
              icon: 'bell',
              hidden: true,
              hideSidebar: true,
            },
            lazy: async () => ({
              Component: (await import('../../features/messages/messages-page.tsx')).MessagesPage,
            }),
          },
        ],
      },
      {
        path: '/role',
        children: [
          {
            path: ROLE_INDEX_PATH,
            handle: {
              name: 'RoleIndex',
              roles: [ROLES.admin],
              title: 'route.roles',
              hidden: true,
              hideSidebar: true,
            },
            lazy: async () => ({ Component: (await import('../../features/team/roles-page.tsx')).RolesPage }),
          },
        ],
      },
      {
        path: '*',
        handle: { name: 'NotFound', title: 'route.notFound', hidden: true, hideSidebar: true, noTab: true },
        lazy: async () => ({
          Component: (await import('../../features/errors/not-found-page.tsx')).NotFoundPage,
        }),
      },
    ],
  },
];
