import type { PhoneCompanyChoice } from '@sitewright/contract';
import { errorCodes } from '@sitewright/contract/paths';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { isApiError } from '../../shared/api/api-error.ts';
import { useT } from '../../shared/i18n/index.ts';
import './account-i18n.ts';

/** The companies a refusal asks to choose from, or null for any other failure. */
export function companiesToChoose(error: unknown): PhoneCompanyChoice['companies'] | null {
  if (!isApiError(error) || error.code !== errorCodes.PHONE_COMPANY_CHOICE) return null;
  const companies = (error.data as Partial<PhoneCompanyChoice> | null)?.companies;
  return Array.isArray(companies) && companies.length > 0 ? companies : null;
}

/**
 * The "which company?" question of a form that sends a phone and its code (SMS sign-in, reset by
 * SMS): the companies the server asked to choose from, the one chosen, and the field to send it.
 */
export function useCompanyChoice() {
  const [companies, setCompanies] = useState<PhoneCompanyChoice['companies'] | null>(null);
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  return {
    companies,
    chosen,
    setChosen,
    /** Spread into the request: the chosen company, once the server asked and one is chosen. */
    companyField: companies && chosen !== undefined ? { companyId: chosen } : {},
    /** Whether the form waits for a choice before it can be sent again. */
    waiting: companies !== null && chosen === undefined,
    /** Takes a refusal: answers whether it asks which company (and keeps the companies if so). */
    asked(error: unknown): boolean {
      const choice = companiesToChoose(error);
      if (choice) setCompanies(choice);
      return choice !== null;
    },
    /** Another number is another question: the companies asked about no longer apply. */
    forget() {
      setCompanies(null);
    },
  };
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
