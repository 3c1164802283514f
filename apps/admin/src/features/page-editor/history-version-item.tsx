import { PAGE_VERSION_NAME_MAX, type PageVersionItem } from '@sitewright/contract';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { type MessageKey, useT } from '../../shared/i18n/index.ts';
import { formatDateTime } from '../../shared/lib/relative-time.ts';
import { toastError } from '../../shared/ui/feedback.ts';
import { useNamePageVersion } from './api/page-versions.ts';
import './history-i18n.ts';

const KIND_LABELS: Record<PageVersionItem['kind'], MessageKey> = {
  save: 'pageHistory.kindSave',
  settings: 'pageHistory.kindSettings',
  publish: 'pageHistory.kindPublish',
  restore: 'pageHistory.kindRestore',
  translate: 'pageHistory.kindTranslate',
  template: 'pageHistory.kindTemplate',
};

/** When a version was kept, to the second: saves a few seconds apart stay apart. */
export function versionTime(iso: string): string {
  const date = new Date(iso);
  return `${formatDateTime(date)}:${String(date.getSeconds()).padStart(2, '0')}`;
}

/** The name field of a version, in place of its actions while the operator types. */
function NameForm({ version, onDone }: { version: PageVersionItem; onDone(): void }) {
  const t = useT();
  const [draft, setDraft] = useState(version.name);
  const naming = useNamePageVersion(version.page_id);
  async function save() {
    try {
      await naming.mutateAsync({ id: version.id, name: draft.trim() });
      onDone();
    } catch {
      toastError(t('pageHistory.nameFailed'));
    }
  }
  return (
    <div className="page-history-name-form">
      <Input
        size="small"
        autoFocus
        value={draft}
        maxLength={PAGE_VERSION_NAME_MAX}
        placeholder={t('pageHistory.namePlaceholder')}
        aria-label={t('pageHistory.nameLabel')}
        onChange={(e) => setDraft(e.target.value)}
        onPressEnter={() => void save()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDone();
        }}
        data-testid="history-name-input"
      />
      <Button size="small" type="primary" loading={naming.isPending} onClick={() => void save()}>
        {t('pageHistory.nameSave')}
      </Button>
      <Button size="small" onClick={onDone}>
        {t('pageHistory.nameCancel')}
      </Button>
    </div>
  );
}

interface HistoryVersionItemProps {
  version: PageVersionItem;
  /** The newest version: what the page holds now. */
  isCurrent: boolean;
  /** For a restore: when the version it brought back was kept, if that one is still listed. */
  restoredFromTime: string;
  restoring: boolean;
  onPreview(): void;
  onRestore(): void;
}

/** One version in the history: its name, when and by whom, how many saves, and what can be done with it. */
export function HistoryVersionItem({
  version,
  isCurrent,
  restoredFromTime,
  restoring,
  onPreview,
  onRestore,
}: HistoryVersionItemProps) {
  const t = useT();
  const [naming, setNaming] = useState(false);
  return (
    <li className="page-history-item" data-testid="history-item">
      {version.name ? (
        <div className="page-history-name" data-testid="history-name">
          {version.name}
        </div>
      ) : null}
      <div className="page-history-head">
        <strong data-testid="history-time">{versionTime(version.update_time)}</strong>
        <Tag
          color={version.is_published ? 'green' : version.kind === 'template' ? 'purple' : undefined}
          data-testid="history-kind"
        >
          {t(KIND_LABELS[version.kind])}
        </Tag>
        <Tag>{version.lang}</Tag>
        {isCurrent && !version.is_published ? <Tag color="blue">{t('pageHistory.current')}</Tag> : null}
      </div>
      <div className="page-history-meta" data-testid="history-meta">
        {version.user_name ? t('pageHistory.by', { user: version.user_name }) : null}
        {version.save_count > 1 ? (
          <span>
            {' · '}
            {t('pageHistory.saves', { count: version.save_count, time: versionTime(version.create_time) })}
          </span>
        ) : null}
        {version.restored_from !== null && restoredFromTime ? (
          <span> · {t('pageHistory.restoredFrom', { time: restoredFromTime })}</span>
        ) : null}
      </div>
      {naming ? (
        <NameForm version={version} onDone={() => setNaming(false)} />
      ) : (
        <div className="page-history-actions">
          <Button size="small" onClick={onPreview} data-testid="history-preview">
            {t('pageHistory.preview')}
          </Button>
          <Button size="small" disabled={restoring} onClick={onRestore} data-testid="history-restore">
            {t('pageHistory.restore')}
          </Button>
          <Button size="small" type="link" onClick={() => setNaming(true)} data-testid="history-name-open">
            {version.name ? t('pageHistory.rename') : t('pageHistory.nameThis')}
          </Button>
        </div>
      )}
    </li>
  );
}
