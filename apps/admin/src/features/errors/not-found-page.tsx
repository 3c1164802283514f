import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useNavigate } from 'react-router';
import { useT } from '../../shared/i18n/index.ts';

/** 404, both as its own route and for unknown paths inside the shell. */
export function NotFoundPage() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <main style={{ padding: '64px 16px' }}>
      <Result
        status="404"
        title="404"
        subTitle={
          <>
            <h1 style={{ fontSize: 18, margin: '0 0 4px' }}>{t('notFound.title')}</h1>
            {t('notFound.message')}
          </>
        }
        extra={
          <Button type="primary" onClick={() => navigate('/')} data-testid="not-found-home">
            {t('common.goHome')}
          </Button>
        }
      />
    </main>
  );
}
