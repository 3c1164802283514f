import type { Website } from '@sitewright/contract';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Tabs from 'antd/es/tabs';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useWebsite } from '../../shared/api/websites/get-website.ts';
import { type MessageKey, useT } from '../../shared/i18n/index.ts';
import { useWebsiteStore } from '../../shared/stores/website-store.ts';
import { useLeaveGuard } from '../../shared/ui/leave-guard/index.ts';
import './brand-i18n.ts';
import { GeneralForm, LanguagesSummary } from './general-section.tsx';
import { UnsavedSectionsContext, useUnsavedSections } from './unsaved-sections.ts';
import './website-settings-page.css';
import './web-set-i18n.ts';

// Each section beyond the first is its own chunk, loaded when its tab is first opened.
const ThemeSection = lazy(() => import('./theme-section.tsx'));
const BrandSection = lazy(() => import('./brand-section.tsx'));
const DomainsSection = lazy(() => import('./domains-section.tsx'));
const BlockedIpsSection = lazy(() => import('./blocked-ips-section.tsx'));
const GeoRulesSection = lazy(() => import('./geo-rules-section.tsx'));

const TABS = [
  { key: 'general', label: 'webSet.tabGeneral' },
  { key: 'theme', label: 'webSet.tabTheme' },
  { key: 'brand', label: 'brand.tab' },
  { key: 'domains', label: 'webSet.tabDomains' },
  { key: 'blocked-ips', label: 'webSet.tabBlockedIps' },
  { key: 'geo', label: 'webSet.tabGeo' },
] as const satisfies readonly { key: string; label: MessageKey }[];

type TabKey = (typeof TABS)[number]['key'];

/** The open section from `?tab=`, so a reload or a shared link opens the same one. */
export function tabFromSearch(value: string | null): TabKey {
  return TABS.find((tab) => tab.key === value)?.key ?? 'general';
}

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="web-set-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Loading() {
  return (
    <div className="web-set-card">
      <Skeleton active paragraph={{ rows: 4 }} />
    </div>
  );
}

function General({ website }: { website: Website }) {
  const t = useT();
  return (
    <div className="web-set-grid">
      <Card id="web-set-basics" title={t('webSet.basics')}>
        {/* A fresh form per website: switching websites must not keep the other one's values. */}
        <GeneralForm key={website.website_id} website={website} />
      </Card>
      <Card id="web-set-languages-title" title={t('webSet.languages')}>
        <LanguagesSummary websiteId={website.website_id} />
      </Card>
    </div>
  );
}

function section(key: TabKey, website: Website): ReactNode {
  switch (key) {
    case 'general':
      return <General website={website} />;
    case 'theme':
      return <ThemeSection key={website.website_id} website={website} />;
    case 'brand':
      return <BrandSection key={website.website_id} website={website} />;
    case 'domains':
      return <DomainsSection website={website} />;
    case 'blocked-ips':
      return <BlockedIpsSection websiteId={website.website_id} />;
    case 'geo':
      return <GeoRulesSection key={website.website_id} websiteId={website.website_id} />;
  }
}

/**
 * Website settings (spec §2, /page/web_set): basics and SEO defaults, theme, brand kit, domains
 * and certificates, blocked addresses and geo-redirect rules of the selected website.
 */
export function WebsiteSettingsPage() {
  const t = useT();
  const selected = useWebsiteStore((s) => s.website);
  const { data, isError, refetch } = useWebsite(selected?.website_id);
  const [params, setParams] = useSearchParams();
  const active = tabFromSearch(params.get('tab'));
  // Leaving the screen, or another section's tab, with unsaved edits asks first.
  const unsaved = useUnsavedSections();
  const leaveGuard = useLeaveGuard({ dirty: unsaved.dirty });

  if (!selected) return null;

  function open(key: string) {
    const next = new URLSearchParams(params);
    if (key === 'general') next.delete('tab');
    else next.set('tab', key);
    setParams(next, { replace: true });
  }

  let body: ReactNode;
  if (data) body = <Suspense fallback={<Loading />}>{section(active, data)}</Suspense>;
  else if (isError) {
    body = (
      <div className="web-set-card">
        <p className="screen-muted">{t('webSet.loadFailed')}</p>
        <Button onClick={() => refetch()}>{t('common.retry')}</Button>
      </div>
    );
  } else body = <Loading />;

  return (
    <div className="web-set" data-testid="web-set">
      <header className="web-set-header">
        <h1>{t('webSet.title')}</h1>
        <p className="screen-muted">{t('webSet.intro')}</p>
      </header>
      <Tabs
        activeKey={active}
        onChange={open}
        items={TABS.map((tab) => ({
          key: tab.key,
          label: <span data-testid={`web-set-tab-${tab.key}`}>{t(tab.label)}</span>,
        }))}
        data-testid="web-set-tabs"
      />
      <UnsavedSectionsContext.Provider value={unsaved.report}>{body}</UnsavedSectionsContext.Provider>
      {leaveGuard}
    </div>
  );
}
