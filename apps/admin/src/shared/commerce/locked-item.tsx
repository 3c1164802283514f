import LockOutlined from '@ant-design/icons/es/icons/LockOutlined';
import { Link } from 'react-router';
import { useT } from '../i18n/index.ts';
import { APP_CENTRE_PATH } from '../paths.ts';
import './commerce-i18n.ts';

/**
 * A priced item the company does not own: its price, a lock and the way to the app centre (the
 * server refuses the item anyway until it is bought).
 */
export function LockedItem({ price, tab }: { price: string; tab: 'templates' | 'plugins' }) {
  const t = useT();
  return (
    <span className="locked-item" data-testid="locked-item">
      <LockOutlined aria-hidden /> <span>{t('commerce.locked', { price })}</span>{' '}
      <Link to={`${APP_CENTRE_PATH}?tab=${tab}`} data-testid="locked-item-buy">
        {t('commerce.buyInAppCentre')}
      </Link>
    </span>
  );
}
