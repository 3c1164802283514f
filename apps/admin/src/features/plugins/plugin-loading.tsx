import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import type { ReactNode } from 'react';
import { useT } from '../../shared/i18n/index.ts';
import './plugins-i18n.ts';

/** A plugin screen's body: a skeleton while it loads, a retry when it failed, else the content. */
export function PluginLoading<T>(props: {
  data: T | undefined;
  isError: boolean;
  refetch: () => unknown;
  children: (data: T) => ReactNode;
}) {
  const t = useT();
  if (props.isError) {
    return (
      <div className="screen-empty">
        <p className="screen-muted">{t('plugins.loadFailed')}</p>
        <Button onClick={() => props.refetch()}>{t('common.retry')}</Button>
      </div>
    );
  }
  if (props.data === undefined) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <>{props.children(props.data)}</>;
}
