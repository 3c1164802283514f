import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import Button from 'antd/es/button';
import { lazy, Suspense, useState } from 'react';
import { useLanguage, useT } from '../../shared/i18n/index.ts';
import { toastSuccess } from '../../shared/ui/feedback.ts';
import type { AnyCollection } from './any-collection.ts';
import { downloadServerFile } from '../../shared/api/download-server-file.ts';
import { downloadUrl, type ExportFilters } from './import-export.ts';
import './taxonomy-i18n.ts';

const loadDialog = () => import('./import-dialog.tsx');
const ImportDialog = lazy(loadDialog);

export interface CollectionImportExportProps {
  definition: AnyCollection;
  websiteId: number;
  /** The language of the list; the website's default when absent. */
  lang?: string;
  /** The list's current filters: the export holds the items they show. */
  filters: ExportFilters;
  /** Called after rows were written (the list's own queries are refreshed already). */
  onImported?(): void;
}

/**
 * The item list's Import and Export buttons. Import opens a dialog (loaded on first use): the
 * template, the file, a dry run listing each row's problems, then the import of all rows or none.
 * Export downloads the filtered list as a spreadsheet.
 */
export function CollectionImportExport({
  definition,
  websiteId,
  lang,
  filters,
  onImported,
}: CollectionImportExportProps) {
  const t = useT();
  const uiLang = useLanguage();
  const [importing, setImporting] = useState({ open: false, session: 0 });
  const [exporting, setExporting] = useState(false);
  const preload = () => void loadDialog();

  async function exportList() {
    setExporting(true);
    try {
      const file = await downloadServerFile(
        downloadUrl(definition.name, 'export', { ...filters, website_id: websiteId, lang }),
        `${definition.site.segment}.xlsx`,
      );
      toastSuccess(t('taxonomy.exported', { file }));
    } catch {
      // The download has shown why.
    } finally {
      setExporting(false);
    }
  }

  return (
    <>
      <Button
        icon={<UploadOutlined />}
        onClick={() => setImporting((i) => ({ open: true, session: i.session + 1 }))}
        onPointerEnter={preload}
        onFocus={preload}
        data-testid="collection-import-open"
      >
        {t('taxonomy.import')}
      </Button>
      <Button
        icon={<DownloadOutlined />}
        onClick={exportList}
        loading={exporting}
        title={definition.label.many[uiLang]}
        data-testid="collection-export"
      >
        {t('taxonomy.export')}
      </Button>
      {importing.session > 0 ? (
        <Suspense fallback={null}>
          <ImportDialog
            key={importing.session}
            open={importing.open}
            definition={definition}
            websiteId={websiteId}
            lang={lang}
            onImported={onImported}
            onClose={() => setImporting((i) => ({ ...i, open: false }))}
          />
        </Suspense>
      ) : null}
    </>
  );
}
