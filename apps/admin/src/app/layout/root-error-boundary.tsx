import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useT } from '../../shared/i18n/index.ts';

/** Last resort for errors no screen handled; logged with the page address (spec §8). */
export function RootErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  useEffect(() => {
    console.error('Unhandled UI error at', window.location.href, error);
  }, [error]);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div
      role="alert"
      style={{ padding: 48, fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '0 auto' }}
    >
      <h1 style={{ fontSize: 22 }}>{t('errors.unexpected')}</h1>
      <p style={{ color: '#666' }}>{detail}</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>{' '}
        <a href="/">{t('common.goHome')}</a>
      </p>
    </div>
  );
}
