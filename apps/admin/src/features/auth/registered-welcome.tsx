import Button from 'antd/es/button';
import Typography from 'antd/es/typography';
import { useT } from '../../shared/i18n/index.ts';
import './account-i18n.ts';

export interface RegisteredWelcomeProps {
  companyName: string;
  companyCode: string;
  /** Where the welcome mail went; none when no address was given. */
  email: string | undefined;
  onContinue(): void;
}

/**
 * The screen after registering: the company code to sign in with, large and copyable, where it
 * stays until the operator moves on (and in the welcome mail), not in a toast that fades.
 */
export function RegisteredWelcome({ companyName, companyCode, email, onContinue }: RegisteredWelcomeProps) {
  const t = useT();
  return (
    <div className="registered-welcome" data-testid="registered-welcome">
      <p>{t('account.welcomeReady', { company: companyName })}</p>
      <div className="registered-welcome-code">
        <span className="registered-welcome-label">{t('account.welcomeCodeLabel')}</span>
        <Typography.Text
          strong
          copyable={{ text: companyCode, tooltips: [t('account.welcomeCopy'), t('account.welcomeCopied')] }}
          data-testid="welcome-company-code"
        >
          {companyCode}
        </Typography.Text>
      </div>
      <p className="login-subtitle">{t('account.welcomeHow')}</p>
      {email ? (
        <p className="login-subtitle" data-testid="welcome-mail-note">
          {t('account.welcomeMailed', { email })}
        </p>
      ) : null}
      <Button type="primary" block size="large" onClick={onContinue} data-testid="welcome-continue">
        {t('account.welcomeContinue')}
      </Button>
    </div>
  );
}
