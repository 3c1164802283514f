import Button from 'antd/es/button';
import { useT } from '../../i18n/index.ts';
import { clampPage, pageCount } from './pagination.ts';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onChange(page: number): void;
  testId?: string;
}

/** Previous and next with "page 2 of 5": antd's Pagination brings a size changer's Select along. */
export function Pager({ page, pageSize, total, onChange, testId }: PagerProps) {
  const t = useT();
  const pages = pageCount(total, pageSize);
  const current = clampPage(page, total, pageSize);
  return (
    <nav className="data-table-pager" aria-label={t('kit.pagination')} data-testid={testId}>
      <Button size="small" disabled={current <= 1} onClick={() => onChange(current - 1)}>
        {t('kit.previousPage')}
      </Button>
      <span className="screen-muted" aria-live="polite">
        {t('kit.pageOf', { page: current, pages })}
      </span>
      <Button size="small" disabled={current >= pages} onClick={() => onChange(current + 1)}>
        {t('kit.nextPage')}
      </Button>
    </nav>
  );
}
