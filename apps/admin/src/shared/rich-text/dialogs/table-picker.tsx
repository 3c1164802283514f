import Button from 'antd/es/button';
import InputNumber from 'antd/es/input-number';
import Space from 'antd/es/space';
import { useState } from 'react';
import type { RichTextT } from '../editor-language.ts';
import {
  clampTableSize,
  type GridSize,
  pickerGrid,
  TABLE_DEFAULT_SIZE,
  TABLE_MAX_COLUMNS,
  TABLE_MAX_ROWS,
  TABLE_PICKER_CELL_PX,
  TABLE_PICKER_MAX,
} from '../table-limits.ts';

/**
 * Spec §9 table picker: 10×10 cells of 22 px that grow with the pointer up to 20×20, plus a
 * typed size for anything up to 20 columns and 100 rows.
 */
const PICKER_AREA_PX = TABLE_PICKER_MAX * (TABLE_PICKER_CELL_PX + 1);

export function TablePicker({ t, onPick }: { t: RichTextT; onPick(size: GridSize): void }) {
  const [hovered, setHovered] = useState<GridSize | null>(null);
  const [custom, setCustom] = useState<GridSize>({ rows: TABLE_DEFAULT_SIZE, cols: TABLE_DEFAULT_SIZE });
  const grid = pickerGrid(hovered);
  return (
    <div className="rte-table-picker">
      {/* The area keeps the size of the largest grid, so the popover never moves under the pointer as the grid grows. */}
      <div className="rte-table-picker__area" style={{ width: PICKER_AREA_PX, height: PICKER_AREA_PX }}>
        <fieldset
          className="rte-table-picker__grid"
          aria-label={t('table')}
          style={{
            gridTemplateColumns: `repeat(${grid.cols}, ${TABLE_PICKER_CELL_PX}px)`,
            gridAutoRows: `${TABLE_PICKER_CELL_PX}px`,
          }}
          onMouseLeave={() => setHovered(null)}
        >
          {Array.from({ length: grid.rows * grid.cols }, (_, i) => {
            const rows = Math.floor(i / grid.cols) + 1;
            const cols = (i % grid.cols) + 1;
            const active = hovered !== null && rows <= hovered.rows && cols <= hovered.cols;
            return (
              <button
                type="button"
                // Keyed by position, so the cell under the pointer stays the same element as the grid grows.
                key={`${rows}x${cols}`}
                className={
                  active ? 'rte-table-picker__cell rte-table-picker__cell--on' : 'rte-table-picker__cell'
                }
                aria-label={t('tableSize', { rows, cols })}
                data-cell={`${rows}x${cols}`}
                onMouseEnter={() => setHovered({ rows, cols })}
                onFocus={() => setHovered({ rows, cols })}
                onClick={() => onPick({ rows, cols })}
              />
            );
          })}
        </fieldset>
      </div>
      <div className="rte-table-picker__size">{hovered ? t('tableSize', { ...hovered }) : '\u00a0'}</div>
      <Space.Compact size="small">
        <InputNumber
          min={1}
          max={TABLE_MAX_ROWS}
          value={custom.rows}
          onChange={(v) => setCustom((c) => ({ ...c, rows: v ?? 1 }))}
          aria-label={t('tableRows')}
          prefix={t('tableRows')}
        />
        <InputNumber
          min={1}
          max={TABLE_MAX_COLUMNS}
          value={custom.cols}
          onChange={(v) => setCustom((c) => ({ ...c, cols: v ?? 1 }))}
          aria-label={t('tableCols')}
          prefix={t('tableCols')}
        />
        <Button onClick={() => onPick(clampTableSize(custom))}>{t('insert')}</Button>
      </Space.Compact>
      <div className="rte-dialog__hint">
        {t('tableLimits', { cols: TABLE_MAX_COLUMNS, rows: TABLE_MAX_ROWS })}
      </div>
    </div>
  );
}
