import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { REDIRECT_CSV_HEADER, type RedirectCsvError } from '@sitewright/contract';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { type ChangeEvent, useRef, useState } from 'react';
import { useT } from '../../shared/i18n/index.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { useImportRedirects } from './api/import-redirects.ts';
import { CSV_MAX_BYTES, csvLine, importLineErrors, isCsvTooLarge } from './redirect-form.ts';
import './redirects-i18n.ts';

export interface RedirectImportDialogProps {
  open: boolean;
  websiteId: number;
  onClose(): void;
}

const EXAMPLE = `${REDIRECT_CSV_HEADER.join(',')}\n/old-page,/new-page,301,exact,0\n/blog/,/news/,301,prefix,1`;

/**
 * Imports a CSV chosen from disk (read in the browser) or pasted. The server takes every line or
 * none; a refused file's problems are listed by line so they can be fixed in place.
 */
function RedirectImportDialog({ open, websiteId, onClose }: RedirectImportDialogProps) {
  const t = useT();
  const mutation = useImportRedirects();
  const [csv, setCsv] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [lineErrors, setLineErrors] = useState<RedirectCsvError[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);

  function changed(text: string) {
    setCsv(text);
    setProblem(null);
    setLineErrors([]);
  }

  async function fileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be chosen again after it was edited on disk.
    event.target.value = '';
    if (!file) return;
    if (file.size > CSV_MAX_BYTES) {
      setProblem(t('redirects.importTooLarge'));
      return;
    }
    let text: string;
    try {
      text = await file.text();
    } catch {
      setProblem(t('redirects.importReadFailed'));
      return;
    }
    changed(text);
    setFileName(file.name);
    if (isCsvTooLarge(text)) setProblem(t('redirects.importTooLarge'));
  }

  async function submit() {
    if (csv.trim() === '') {
      setProblem(t('redirects.importRequired'));
      return;
    }
    if (isCsvTooLarge(csv)) {
      setProblem(t('redirects.importTooLarge'));
      return;
    }
    setProblem(null);
    setLineErrors([]);
    let result: Awaited<ReturnType<typeof mutation.mutateAsync>>;
    try {
      result = await mutation.mutateAsync({ website_id: websiteId, csv });
    } catch (error) {
      const lines = importLineErrors(error);
      // Other refusals were shown by the client already.
      if (lines) setLineErrors(lines);
      return;
    }
    toastSuccess(t('redirects.imported', { added: result.added, updated: result.updated }), 5000);
    onClose();
  }

  return (
    <Modal
      open={open}
      title={t('redirects.importTitle')}
      okText={t('redirects.importSubmit')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={mutation.isPending}
      destroyOnHidden
      width={640}
      okButtonProps={{ 'data-testid': 'redirect-import-submit' } as Record<string, string>}
    >
      <div className="redirects-import" data-testid="redirect-import">
        <p className="screen-muted">{t('redirects.importFormat')}</p>
        <p className="screen-muted">{t('redirects.importMerge')}</p>
        <pre className="redirects-example">{EXAMPLE}</pre>
        <div className="redirects-file">
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv,text/plain"
            hidden
            onChange={fileChosen}
            data-testid="redirect-import-file"
          />
          <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()}>
            {t('redirects.importFile')}
          </Button>
          {fileName ? (
            <span className="screen-muted">{t('redirects.importFileName', { file: fileName })}</span>
          ) : null}
        </div>
        <div className="redirects-paste">
          <label htmlFor="redirect-import-text">{t('redirects.importPaste')}</label>
          <Input.TextArea
            value={csv}
            onChange={(e) => {
              changed(e.target.value);
              setFileName(null);
            }}
            autoSize={{ minRows: 5, maxRows: 12 }}
            spellCheck={false}
            placeholder={EXAMPLE}
            id="redirect-import-text"
            data-testid="redirect-import-text"
          />
        </div>
        {problem ? (
          <Alert type="error" showIcon title={problem} data-testid="redirect-import-problem" />
        ) : null}
        {lineErrors.length > 0 ? (
          <Alert
            type="error"
            showIcon
            title={t('redirects.importErrors')}
            data-testid="redirect-import-errors"
            description={
              <ul className="redirects-line-errors">
                {lineErrors.map((e) => {
                  const text = csvLine(csv, e.line);
                  return (
                    <li
                      key={`${e.line}:${e.code}:${e.message}`}
                      data-testid={`redirect-import-line-${e.line}`}
                    >
                      <strong>{t('redirects.importLine', { line: e.line })}</strong>
                      {text ? <code>{text}</code> : null}
                      <span>{e.message}</span>
                    </li>
                  );
                })}
              </ul>
            }
          />
        ) : null}
      </div>
    </Modal>
  );
}

/** Loaded on demand, when the operator opens the import. */
export default RedirectImportDialog;
