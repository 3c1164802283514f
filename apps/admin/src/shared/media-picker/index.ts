export { MediaPickerDialog, type MediaPickerDialogProps } from './media-picker-dialog.tsx';
