import type { AttributeKind } from '@sitewright/contract';
import type { MessageKey } from '../../shared/i18n/index.ts';

/** What each attribute type is called, and what it asks of products. */
export const KIND_LABEL: Record<AttributeKind, MessageKey> = {
  text: 'attributes.kindText',
  number: 'attributes.kindNumber',
  choice: 'attributes.kindChoice',
  multi: 'attributes.kindMulti',
  colour: 'attributes.kindColour',
};

export const KIND_HELP: Record<AttributeKind, MessageKey> = {
  text: 'attributes.kindHelpText',
  number: 'attributes.kindHelpNumber',
  choice: 'attributes.kindHelpChoice',
  multi: 'attributes.kindHelpMulti',
  colour: 'attributes.kindHelpColour',
};
