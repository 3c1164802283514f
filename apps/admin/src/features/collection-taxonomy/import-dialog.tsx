import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import { errorCodes } from '@sitewright/contract/paths';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import { type ChangeEvent, useRef, useState } from 'react';
import { isApiError } from '../../shared/api/api-error.ts';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { type DataColumn, DataTable } from '../../shared/ui/data-table/data-table.tsx';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import { type AnyCollection, inSentence } from './any-collection.ts';
import { downloadServerFile } from '../../shared/api/download-server-file.ts';
import { useImportItems } from './api/import-items.ts';
import { uploadSpreadsheet } from './api/upload-spreadsheet.ts';
import {
  type DryRunSummary,
  downloadUrl,
  IMPORT_ACCEPT,
  type ImportProblem,
  isImportFile,
  problemsOfRefusal,
  summarizeDryRun,
} from './import-export.ts';
import './taxonomy.css';
import './taxonomy-i18n.ts';

export interface ImportDialogProps {
  open: boolean;
  definition: AnyCollection;
  websiteId: number;
  lang?: string;
  onImported?(): void;
  onClose(): void;
}

/** Where the import stands: nothing chosen, a file being checked, checked, being written, or done. */
type Stage =
  | { kind: 'choose'; problem: string | null }
  | { kind: 'checking'; fileName: string }
  | { kind: 'checked'; fileName: string; fileId: number; summary: DryRunSummary }
  | { kind: 'importing'; fileName: string; fileId: number; summary: DryRunSummary }
  | { kind: 'done'; created: number; updated: number };

function ProblemTable({ problems }: { problems: ImportProblem[] }) {
  const t = useT();
  const columns: DataColumn<ImportProblem>[] = [
    { key: 'row', title: t('taxonomy.columnRow'), cellTestId: 'import-problem-row', render: (p) => p.row },
    {
      key: 'column',
      title: t('taxonomy.columnColumn'),
      cellTestId: 'import-problem-column',
      render: (p) => <code>{p.column}</code>,
    },
    {
      key: 'message',
      title: t('taxonomy.columnMessage'),
      cellTestId: 'import-problem-message',
      render: (p) => p.message,
    },
  ];
  return (
    <div className="taxonomy-problems">
      <DataTable
        rows={problems}
        rowKey={(p) => `${p.row}:${p.column}:${p.message}`}
        columns={columns}
        testId="import-problems"
        pageSize={100}
      />
    </div>
  );
}

/**
 * Imports items from a spreadsheet in three steps: the template, the file (checked at once by a
 * dry run that writes nothing), then the import, which writes every row or none.
 */
function ImportDialog({ open, definition, websiteId, lang, onImported, onClose }: ImportDialogProps) {
  const t = useT();
  const uiLang = useLanguage();
  const mutation = useImportItems(definition.name);
  const [stage, setStage] = useState<Stage>({ kind: 'choose', problem: null });
  const [templateLoading, setTemplateLoading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const one = inSentence(definition.label.one[uiLang], uiLang);
  const many = inSentence(definition.label.many[uiLang], uiLang);

  async function downloadTemplate() {
    setTemplateLoading(true);
    try {
      await downloadServerFile(
        downloadUrl(definition.name, 'import-template', { website_id: websiteId, lang }),
        `${definition.site.segment}-template.xlsx`,
      );
    } catch {
      // The download has shown why.
    } finally {
      setTemplateLoading(false);
    }
  }

  /** A refusal's row problems as a checked stage, or its message as a problem with the file. */
  function refused(error: unknown, fileName: string, fileId: number): Stage {
    const problems = isApiError(error) ? problemsOfRefusal(error.data) : null;
    if (problems) {
      const rows = new Set(problems.map((p) => p.row)).size;
      return {
        kind: 'checked',
        fileName,
        fileId,
        summary: { kind: 'problems', problems, rows, problemRows: rows },
      };
    }
    const shown =
      isApiError(error) &&
      (error.code === errorCodes.IMPORT_FILE_UNREADABLE || error.code === errorCodes.IMPORT_ROWS_INVALID);
    return { kind: 'choose', problem: shown && isApiError(error) ? error.message : null };
  }

  async function fileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be chosen again after it was fixed on disk.
    event.target.value = '';
    if (!file) return;
    if (!isImportFile(file.name)) {
      setStage({ kind: 'choose', problem: t('taxonomy.fileWrongKind') });
      return;
    }
    setStage({ kind: 'checking', fileName: file.name });
    let fileId: number;
    try {
      fileId = (await uploadSpreadsheet(websiteId, file)).file.id;
    } catch {
      // The upload has shown why.
      setStage({ kind: 'choose', problem: null });
      return;
    }
    try {
      const result = await mutation.mutateAsync({ websiteId, fileId, lang, dryRun: true });
      setStage({ kind: 'checked', fileName: file.name, fileId, summary: summarizeDryRun(result) });
    } catch (error) {
      setStage(refused(error, file.name, fileId));
    }
  }

  async function runImport() {
    if (stage.kind !== 'checked' || stage.summary.kind !== 'ready') return;
    const { fileName, fileId, summary } = stage;
    setStage({ kind: 'importing', fileName, fileId, summary });
    try {
      const result = await mutation.mutateAsync({ websiteId, fileId, lang, dryRun: false });
      if (!result.written) {
        // Something changed since the dry run (a slug taken meanwhile): nothing was written.
        setStage({ kind: 'checked', fileName, fileId, summary: summarizeDryRun(result) });
        return;
      }
      setStage({ kind: 'done', created: result.created, updated: result.updated });
      toastSuccess(t('taxonomy.imported', { created: result.created, updated: result.updated }), 5000);
      onImported?.();
    } catch (error) {
      const next = refused(error, fileName, fileId);
      setStage(
        next.kind === 'choose' && next.problem === null
          ? { kind: 'checked', fileName, fileId, summary }
          : next,
      );
    }
  }

  const busy = stage.kind === 'checking' || stage.kind === 'importing';
  const ready = stage.kind === 'checked' && stage.summary.kind === 'ready';
  const summary = stage.kind === 'checked' || stage.kind === 'importing' ? stage.summary : null;
  const fileName = 'fileName' in stage ? stage.fileName : null;

  return (
    <Modal
      open={open}
      title={t('taxonomy.importTitle', { many })}
      onCancel={busy ? undefined : onClose}
      closable={!busy}
      mask={{ closable: !busy }}
      width={720}
      destroyOnHidden
      footer={
        stage.kind === 'done' ? (
          <Button type="primary" onClick={onClose} data-testid="import-done">
            {t('taxonomy.importDone')}
          </Button>
        ) : (
          <>
            <Button onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button
              type="primary"
              onClick={runImport}
              disabled={!ready}
              loading={stage.kind === 'importing'}
              data-testid="import-submit"
            >
              {t('taxonomy.importSubmit')}
            </Button>
          </>
        )
      }
    >
      <div data-testid="import-dialog">
        {stage.kind === 'done' ? (
          <Alert
            type="success"
            showIcon
            title={t('taxonomy.imported', { created: stage.created, updated: stage.updated })}
            data-testid="import-success"
          />
        ) : (
          <>
            <section className="taxonomy-import-step">
              <h3>1. {t('taxonomy.importStepTemplate')}</h3>
              <p className="screen-muted">{t('taxonomy.importStepTemplateHelp', { one })}</p>
              <Button
                icon={<DownloadOutlined />}
                onClick={downloadTemplate}
                loading={templateLoading}
                data-testid="import-template"
              >
                {t('taxonomy.downloadTemplate')}
              </Button>
            </section>
            <section className="taxonomy-import-step">
              <h3>2. {t('taxonomy.importStepFile')}</h3>
              <p className="screen-muted">{t('taxonomy.importFileHelp')}</p>
              <div className="taxonomy-import-file">
                <input
                  ref={fileInput}
                  type="file"
                  accept={IMPORT_ACCEPT}
                  hidden
                  onChange={fileChosen}
                  data-testid="import-file"
                />
                <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()} disabled={busy}>
                  {fileName ? t('taxonomy.checkAgain') : t('taxonomy.chooseFile')}
                </Button>
                {fileName ? (
                  <span className="screen-muted" data-testid="import-file-name">
                    {t('taxonomy.fileChosen', { file: fileName })}
                  </span>
                ) : null}
              </div>
              {stage.kind === 'choose' && stage.problem ? (
                <Alert type="error" showIcon title={stage.problem} data-testid="import-file-problem" />
              ) : null}
            </section>
            <section className="taxonomy-import-step">
              <h3>3. {t('taxonomy.importStepCheck')}</h3>
              {stage.kind === 'checking' ? (
                <Spin size="small">
                  <p className="screen-muted" data-testid="import-checking">
                    {t('taxonomy.checking')}
                  </p>
                </Spin>
              ) : null}
              {summary?.kind === 'problems' ? (
                <>
                  <Alert
                    type="error"
                    showIcon
                    title={
                      summary.problems.length === 1
                        ? t('taxonomy.problemsTitleOne')
                        : t('taxonomy.problemsTitle', {
                            n: summary.problems.length,
                            rows: summary.problemRows,
                          })
                    }
                    data-testid="import-problems-title"
                  />
                  <ProblemTable problems={summary.problems} />
                </>
              ) : null}
              {summary?.kind === 'ready' ? (
                <Alert
                  type="info"
                  showIcon
                  title={t(summary.rows === 1 ? 'taxonomy.readyOne' : 'taxonomy.ready', {
                    n: summary.rows,
                    created: summary.created,
                    updated: summary.updated,
                  })}
                  data-testid="import-ready"
                />
              ) : null}
              {summary?.kind === 'empty' ? (
                <Alert type="warning" showIcon title={t('taxonomy.emptyFile')} data-testid="import-empty" />
              ) : null}
            </section>
          </>
        )}
      </div>
    </Modal>
  );
}

/** Loaded on demand, when the operator opens the import. */
export default ImportDialog;
