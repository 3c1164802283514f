export { AltTextDialog } from './alt-text-dialog.tsx';
export { ImageField, type ImageFieldProps } from './image-field.tsx';
export { MediaPickerDialog, type MediaPickerDialogProps } from './media-picker-dialog.tsx';
