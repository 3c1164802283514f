import { CHART_HEIGHT, type ChartKind, chartSvg } from '@sitewright/blocks';
import type { Editor } from '@tiptap/core';
import type { Node as PmNode } from '@tiptap/pm/model';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import { EditorModal as Modal } from '../editor-modal.tsx';
import Radio from 'antd/es/radio';
import { useEffect, useMemo, useState } from 'react';
import { gridOfTable } from '../chart-preview.ts';
import {
  CHART_KINDS,
  chartClass,
  chartKindOf,
  chartTableMessages,
  tableDataFromGrid,
} from '../chart-table.ts';
import type { TableData } from '@sitewright/blocks';
import type { Lang } from '@sitewright/contract';
import type { DialogProps } from '../editor-context.ts';
import type { RichTextT } from '../editor-language.ts';

/** The table around the cursor, if any. */
export function selectedTable(editor: Editor): PmNode | null {
  const { $from } = editor.state.selection;
  for (let d = $from.depth; d > 0; d--) {
    const node = $from.node(d);
    if (node.type.name === 'table') return node;
  }
  return null;
}

const KIND_LABEL = { bar: 'chartBar', line: 'chartLine', pie: 'chartPie' } as const;

/** The rich-text editor's chart dialog: draws the table around the cursor as a chart. */
export function ChartDialog({ open, editor, t, language, onClose }: DialogProps) {
  const [table, setTable] = useState<PmNode | null>(null);

  useEffect(() => {
    if (open) setTable(selectedTable(editor));
  }, [open, editor]);

  const data = useMemo(() => (table ? tableDataFromGrid(gridOfTable(table)) : null), [table]);
  const current = chartKindOf(table?.attrs.class as string | null);
  return (
    <ChartValuesDialog
      open={open}
      t={t}
      language={language}
      onClose={onClose}
      data={data}
      current={current}
      onApply={(kind) =>
        editor
          .chain()
          .focus()
          .updateAttributes('table', { class: kind ? chartClass(kind) : null })
          .run()
      }
    />
  );
}

/**
 * Chart dialog: draws a table as a bar, line or pie chart, or says what the table lacks (a header
 * row and column, numeric cells).
 */
export function ChartValuesDialog({
  open,
  t,
  language,
  onClose,
  data,
  current,
  onApply,
  allowRemove = true,
}: {
  open: boolean;
  t: RichTextT;
  language: Lang;
  onClose(): void;
  /** The table to draw; null when there is none. */
  data: TableData | null;
  /** The chart the table is drawn as now, if it is one. */
  current: ChartKind | null;
  /** A kind, or null to show the table as a plain table again. */
  onApply(kind: ChartKind | null): void;
  allowRemove?: boolean;
}) {
  const [kind, setKind] = useState<ChartKind>('bar');

  useEffect(() => {
    if (open) setKind(current ?? 'bar');
  }, [open, current]);

  const problems = data ? chartTableMessages(data, language) : [];
  const svg = data && problems.length === 0 ? chartSvg(data, { kind, height: CHART_HEIGHT }) : null;
  const isChart = allowRemove && current !== null;

  const apply = (chosen: ChartKind | null) => {
    onApply(chosen);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('chart')}
      okText={t('insert')}
      cancelText={t('cancel')}
      onOk={() => apply(kind)}
      okButtonProps={{ disabled: !svg }}
      onCancel={onClose}
      destroyOnHidden
      width={720}
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {isChart ? (
            <Button onClick={() => apply(null)} style={{ float: 'left' }}>
              {t('chartRemove')}
            </Button>
          ) : null}
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      {!data ? (
        <Alert type="info" showIcon title={t('chartNoTable')} />
      ) : (
        <>
          <p className="rte-dialog__hint">{t('chartHelp')}</p>
          <Radio.Group
            value={kind}
            onChange={(e) => setKind(e.target.value)}
            optionType="button"
            options={CHART_KINDS.map((k) => ({ value: k, label: t(KIND_LABEL[k]) }))}
            aria-label={t('chartKind')}
          />
          {problems.length > 0 ? (
            <Alert
              className="rte-chart-problems"
              type="warning"
              showIcon
              title={problems.length === 1 ? problems[0] : undefined}
              description={
                problems.length > 1 ? (
                  <ul>
                    {problems.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                ) : undefined
              }
            />
          ) : null}
          {svg ? (
            <div
              className="rte-chart-preview"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: chartSvg draws from numbers and escaped labels only
              dangerouslySetInnerHTML={{ __html: svg }}
            />
          ) : null}
        </>
      )}
    </Modal>
  );
}
