import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useNavigate, useSearchParams } from 'react-router';
import { useT } from '../../shared/i18n/index.ts';

/** 401: no permission. The back button is left out when the guard sent the user here (`noGoBack`). */
export function UnauthorizedPage() {
  const t = useT();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const noGoBack = searchParams.get('noGoBack') === 'true';
  return (
    <main style={{ padding: '64px 16px' }}>
      <Result
        status="403"
        title="401"
        subTitle={
          <>
            <h1 style={{ fontSize: 18, margin: '0 0 4px' }}>{t('unauthorized.title')}</h1>
            {t('unauthorized.message')}
          </>
        }
        extra={[
          noGoBack ? null : (
            <Button key="back" onClick={() => navigate(-1)} data-testid="unauthorized-back">
              {t('common.back')}
            </Button>
          ),
          <Button key="home" type="primary" onClick={() => navigate('/')} data-testid="unauthorized-home">
            {t('common.goHome')}
          </Button>,
        ]}
      />
    </main>
  );
}
