import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import Button from 'antd/es/button';
import { Link, useParams } from 'react-router';
import { useT } from '../../shared/i18n/index.ts';
import { FORM_LIST_PATH } from '../../shared/paths.ts';
import { useForm } from './api/forms-api.ts';
import { RecordsView } from './records-view.tsx';
import './forms.css';
import './forms-i18n.ts';

/** One form's records (spec §2 /form/list/:form_id), kept after the form is deleted. */
export function FormRecordsPage() {
  const t = useT();
  const formId = Number(useParams().form_id);
  const valid = Number.isInteger(formId) && formId > 0;
  // A deleted form's records stay: its name then comes from the records themselves.
  const form = useForm(valid ? formId : undefined, true);

  return (
    <div className="screen" data-testid="form-records">
      <header className="screen-header">
        <div>
          <h1>{form.data ? t('forms.recordsOf', { name: form.data.name }) : t('forms.recordsTitle')}</h1>
          <p className="screen-muted">{t('forms.recordsIntro')}</p>
        </div>
        <Link to={FORM_LIST_PATH}>
          <Button icon={<ArrowLeftOutlined />}>{t('forms.backToForms')}</Button>
        </Link>
      </header>
      {valid ? (
        <RecordsView key={formId} initial={{ formId }} centre={false} />
      ) : (
        <p className="screen-muted">{t('forms.noSuchForm')}</p>
      )}
    </div>
  );
}
