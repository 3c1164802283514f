import type { CollectionName, SampleContent } from '@sitewright/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { type MessageKey, useT } from '../i18n/index.ts';
import { collectionEditPath, pageEditPath, pageSettingsPath } from '../paths.ts';
import { toastSuccess } from '../ui/feedback.ts';
import { useRemoveSampleContent, useSampleContent } from './api/sample-content.ts';
import './sample-checklist.css';

/** The collections whose samples a template makes, as the checklist names them. */
const FIELD_LABELS: Record<SampleContent['seo'][number]['field'], MessageKey> = {
  title: 'sampleContent.seoTitle',
  description: 'sampleContent.seoDescription',
};

const COLLECTION_LABELS: Record<string, MessageKey> = {
  news: 'sampleContent.news',
  product: 'sampleContent.product',
  faq: 'sampleContent.faq',
  meeting: 'sampleContent.meeting',
  expert: 'sampleContent.expert',
  sponsor: 'sampleContent.sponsor',
};

/** The SEO entries page by page, with the fields still sample text. */
function groupSeo(seo: SampleContent['seo']) {
  const pages = new Map<number, { name: string; fields: SampleContent['seo'][number]['field'][] }>();
  for (const entry of seo) {
    const page = pages.get(entry.page_id) ?? { name: entry.page_name, fields: [] };
    page.fields.push(entry.field);
    pages.set(entry.page_id, page);
  }
  return [...pages];
}

function groupItems(items: SampleContent['items']): [string, SampleContent['items']][] {
  const groups = new Map<string, SampleContent['items']>();
  for (const item of items) groups.set(item.collection, [...(groups.get(item.collection) ?? []), item]);
  return [...groups];
}

/**
 * Before a publish: what is still the template's sample text (SEO titles and descriptions, sample
 * items, demo pictures), each with a link to where it is changed, and one step that removes the
 * sample items, categories, attributes and FAQs. Shows nothing once nothing is left.
 */
export function SampleChecklist({ websiteId, open }: { websiteId: number; open: boolean }) {
  const t = useT();
  const { data } = useSampleContent(websiteId, open);
  const removing = useRemoveSampleContent();
  const [modal, contextHolder] = Modal.useModal();
  if (!data) return null;
  const { seo, items, images, removable } = data;
  if (seo.length === 0 && items.length === 0 && images.length === 0) return null;

  async function removeAll() {
    const confirmed = await modal.confirm({
      title: t('sampleContent.removeTitle'),
      content: t('sampleContent.removeConfirm', {
        items: removable.items,
        categories: removable.categories,
        attributes: removable.attributes,
      }),
      okText: t('sampleContent.remove'),
      okButtonProps: { danger: true, 'data-testid': 'sample-remove-ok' } as never,
      cancelText: t('common.cancel'),
    });
    if (!confirmed) return;
    const removed = await removing.mutateAsync(websiteId);
    toastSuccess(t('sampleContent.removed', { items: removed.items }));
  }

  return (
    <Alert
      type="warning"
      showIcon
      className="sample-checklist"
      data-testid="sample-checklist"
      title={t('sampleContent.title')}
      description={
        <>
          <div className="sample-checklist__body">
            {seo.length > 0 ? (
              <section data-testid="sample-checklist-seo">
                <h4>{t('sampleContent.seo')}</h4>
                <p>
                  {groupSeo(seo).map(([pageId, page], i) => (
                    <Fragment key={pageId}>
                      {i > 0 ? ', ' : ''}
                      <Link to={pageSettingsPath(pageId)}>{page.name}</Link>{' '}
                      <span className="sample-checklist__fields">
                        ({page.fields.map((field) => t(FIELD_LABELS[field])).join(', ')})
                      </span>
                    </Fragment>
                  ))}
                </p>
              </section>
            ) : null}
            {items.length > 0 ? (
              <section data-testid="sample-checklist-items">
                <h4>{t('sampleContent.items')}</h4>
                <ul>
                  {groupItems(items).map(([collection, group]) => (
                    <li key={collection}>
                      {COLLECTION_LABELS[collection] ? t(COLLECTION_LABELS[collection]) : collection}:{' '}
                      {group.map((item, i) => (
                        <Fragment key={item.id}>
                          {i > 0 ? ', ' : ''}
                          <Link to={collectionEditPath(collection as CollectionName, item.id)}>
                            {item.title}
                          </Link>
                        </Fragment>
                      ))}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {images.length > 0 ? (
              <section data-testid="sample-checklist-images">
                <h4>{t('sampleContent.images')}</h4>
                <p>
                  {images.map((page, i) => (
                    <Fragment key={page.page_id}>
                      {i > 0 ? ', ' : ''}
                      <Link to={pageEditPath(page.page_id, websiteId)}>{page.page_name}</Link>
                    </Fragment>
                  ))}
                </p>
              </section>
            ) : null}
          </div>
          {removable.items + removable.categories + removable.attributes > 0 ? (
            <Button
              danger
              size="small"
              loading={removing.isPending}
              onClick={() => void removeAll()}
              data-testid="sample-remove-all"
            >
              {t('sampleContent.removeAll')}
            </Button>
          ) : null}
          {contextHolder}
        </>
      }
    />
  );
}
