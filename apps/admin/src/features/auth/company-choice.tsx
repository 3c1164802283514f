import type { PhoneCompanyChoice } from '@sitewright/contract';
import Radio from 'antd/es/radio';
import { isApiError } from '../../shared/api/api-error.ts';
import { useT } from '../../shared/i18n/index.ts';
import './account-i18n.ts';

/** The server's "which company?" refusal (PHONE_COMPANY_CHOICE) when a phone is in several. */
const CHOICE_CODE = 1081;

/** The companies a refusal asks to choose from, or null for any other failure. */
export function companiesToChoose(error: unknown): PhoneCompanyChoice['companies'] | null {
  if (!isApiError(error) || error.code !== CHOICE_CODE) return null;
  const companies = (error.data as Partial<PhoneCompanyChoice> | null)?.companies;
  return Array.isArray(companies) && companies.length > 0 ? companies : null;
}

/** Radio buttons of the phone's companies; sending the form again continues with the chosen one. */
export function CompanyChoice(props: {
  companies: PhoneCompanyChoice['companies'];
  value: number | undefined;
  onChange: (id: number) => void;
}) {
  const t = useT();
  return (
    <div data-testid="company-choice">
      <p>{t('account.chooseCompany')}</p>
      <Radio.Group value={props.value} onChange={(e) => props.onChange(e.target.value as number)}>
        <div className="login-companies">
          {props.companies.map((c) => (
            <Radio key={c.id} value={c.id}>
              {c.name} ({c.code})
            </Radio>
          ))}
        </div>
      </Radio.Group>
    </div>
  );
}
