import { embeddedMapProps, mapEmbedUrl, mapLink } from '@sitewright/blocks';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import { EditorModal as Modal } from '../editor-modal.tsx';
import Space from 'antd/es/space';
import { useState } from 'react';
import type { DialogBaseProps, DialogProps } from '../editor-context.ts';
import { useResetOnOpen } from '../use-reset-on-open.ts';

export interface MapValues {
  address: string;
  latitude: number | null;
  longitude: number | null;
  zoom: number;
}

const EMPTY: MapValues = { address: '', latitude: null, longitude: null, zoom: 15 };

function placeOf(values: MapValues) {
  const coordinates = values.latitude !== null && values.longitude !== null;
  return {
    address: values.address.trim(),
    zoom: values.zoom,
    ...(coordinates ? { latitude: values.latitude as number, longitude: values.longitude as number } : {}),
  };
}

/** The rich-text editor's map dialog: inserts the place as an embedded map. */
export function MapDialog({ editor, ...props }: DialogProps) {
  return (
    <MapValuesDialog
      {...props}
      initial={null}
      onSubmit={(values) => {
        const place = placeOf(values);
        editor
          .chain()
          .focus()
          .insertEmbed({ kind: 'map', href: mapLink(place), title: place.address })
          .run();
      }}
    />
  );
}

/** Map dialog: an address (and optionally coordinates) with the embedded map the page will show. */
export function MapValuesDialog({
  open,
  t,
  onClose,
  initial,
  onSubmit,
}: DialogBaseProps & { initial: MapValues | null; onSubmit(values: MapValues): void }) {
  const [values, setValues] = useState<MapValues>(EMPTY);
  const [touched, setTouched] = useState(false);

  useResetOnOpen(open, () => {
    setValues(initial ?? EMPTY);
    setTouched(false);
  });

  const set = (patch: Partial<MapValues>) => setValues((v) => ({ ...v, ...patch }));
  const place = placeOf(values);
  const frame = place.address ? mapEmbedUrl(embeddedMapProps(place)) : null;

  const submit = () => {
    setTouched(true);
    if (!place.address) return;
    onSubmit({ ...values, address: place.address });
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t('map')}
      okText={t('insert')}
      cancelText={t('cancel')}
      onOk={submit}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form layout="vertical">
        <Form.Item
          label={t('mapAddress')}
          required
          extra={t('mapHelp')}
          validateStatus={touched && !place.address ? 'error' : undefined}
          help={touched && !place.address ? t('addressRequired') : undefined}
        >
          <Input
            value={values.address}
            maxLength={300}
            onChange={(e) => set({ address: e.target.value })}
            aria-label={t('mapAddress')}
          />
        </Form.Item>
        <Space wrap>
          <Form.Item label={t('mapLatitude')}>
            <InputNumber
              min={-90}
              max={90}
              step={0.0001}
              value={values.latitude}
              onChange={(v) => set({ latitude: v })}
              aria-label={t('mapLatitude')}
            />
          </Form.Item>
          <Form.Item label={t('mapLongitude')}>
            <InputNumber
              min={-180}
              max={180}
              step={0.0001}
              value={values.longitude}
              onChange={(v) => set({ longitude: v })}
              aria-label={t('mapLongitude')}
            />
          </Form.Item>
          <Form.Item label={t('mapZoom')}>
            <InputNumber min={1} max={19} value={values.zoom} onChange={(v) => set({ zoom: v ?? 15 })} />
          </Form.Item>
        </Space>
        {frame ? (
          <div className="rte-dialog__map">
            <iframe src={frame} title={place.address} referrerPolicy="no-referrer" />
          </div>
        ) : null}
      </Form>
    </Modal>
  );
}
