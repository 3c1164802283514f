export { documentAnchors } from './link-api.ts';
export { useLinkDescription } from './link-description.ts';
export { LinkField, type LinkFieldProps } from './link-field.tsx';
export { LinkPickerDialog, type LinkPickerDialogProps } from './link-picker-dialog.tsx';
export { parseLink, samePath } from './link-value.ts';
