import { useParams } from 'react-router';
import { useT } from '../../shared/i18n/index.ts';
import { RecordsView } from './records-view.tsx';
import './forms.css';
import './forms-i18n.ts';

/** A positive id from the address, or undefined (form 0 on the inquiry list: every form). */
function idParam(raw: string | undefined): number | undefined {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/**
 * The inquiry centre (spec §2 /form/form_center_list): every inquiry of the company across websites
 * and forms. /form/form_inquiry_list/:form_id/:website_id opens it narrowed to one form.
 */
export function InquiryCenterPage() {
  const t = useT();
  const params = useParams();
  const websiteId = idParam(params.website_id);
  const formId = websiteId === undefined ? undefined : idParam(params.form_id);

  return (
    <div className="screen" data-testid="inquiry-center">
      <header className="screen-header">
        <div>
          <h1>{t('forms.centreTitle')}</h1>
          <p className="screen-muted">{t('forms.centreIntro')}</p>
        </div>
      </header>
      <RecordsView key={`${websiteId ?? 0}-${formId ?? 0}`} initial={{ websiteId, formId }} centre />
    </div>
  );
}
