/**
 * The one place that knows both our page document and Puck's data. Blocks become Puck components
 * whose props are the block's own props plus one slot prop per named slot; everything else in
 * the editor talks in page documents.
 */
import type { ComponentData, Data, Field, Fields } from '@puckeditor/core';
import { type BlockPaletteEntry, blockPalette } from '@sitewright/blocks/editor';
import type { BlockNode, PageDocument } from '@sitewright/contract';
import { isInlineText } from './inline-text.ts';

/**
 * Slots travel as props named `slot_<name>`, which no block schema uses for its own props (Puck
 * joins a block id and a slot prop with `:` to name the slot's zone, so the name may not hold one).
 */
const SLOT_PREFIX = 'slot_';

export function slotProp(name: string): string {
  return `${SLOT_PREFIX}${name}`;
}

function isSlotProp(key: string): boolean {
  return key.startsWith(SLOT_PREFIX);
}

export const paletteByType: ReadonlyMap<string, BlockPaletteEntry> = new Map(
  blockPalette.map((entry) => [entry.type, entry]),
);

/** Columns may hold up to this many slots; the view shows as many as its `count` says. */
const MAX_COLUMN_SLOTS = 4;

/** Every slot a block type can ever have, so Puck can offer drop zones for each of them. */
export function possibleSlots(type: string): string[] {
  const entry = paletteByType.get(type);
  if (!entry) return [];
  if (type === 'columns') return Array.from({ length: MAX_COLUMN_SLOTS }, (_, i) => `column-${i + 1}`);
  return [...entry.slots];
}

function nodeToComponent(node: BlockNode): ComponentData {
  const props: Record<string, unknown> = { ...node.props, id: node.id };
  for (const [name, children] of Object.entries(node.slots ?? {})) {
    props[slotProp(name)] = children.map(nodeToComponent);
  }
  return { type: node.type, props: props as ComponentData['props'] };
}

/** Our page document as Puck's data: each block a component, slots as nested content props. */
export function documentToPuckData(document: PageDocument): Data {
  return { root: { props: {} }, content: document.blocks.map(nodeToComponent) };
}

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

function schemaOf(type: string): JsonSchema {
  return (paletteByType.get(type)?.fields ?? {}) as JsonSchema;
}

/** A value the block schema could never accept as given, which an empty input leaves behind. */
function isEmptyOptional(value: unknown, schema: JsonSchema | undefined): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'number') return Number.isNaN(value);
  if (value === '')
    return (schema?.minLength ?? 0) >= 1 || schema?.type === 'number' || schema?.type === 'integer';
  return false;
}

function componentToNode(component: ComponentData): BlockNode {
  const { id, ...rest } = component.props as Record<string, unknown>;
  const schema = schemaOf(component.type);
  const required = new Set(schema.required ?? []);
  const props: Record<string, unknown> = {};
  const slots: Record<string, BlockNode[]> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (isSlotProp(key)) {
      slots[key.slice(SLOT_PREFIX.length)] = Array.isArray(value)
        ? (value as ComponentData[]).map(componentToNode)
        : [];
      continue;
    }
    if (!required.has(key) && isEmptyOptional(value, schema.properties?.[key])) continue;
    props[key] = value;
  }
  const node: BlockNode = { id: String(id), type: component.type, props };
  const allowed = allowedSlots(component.type, props);
  const kept = Object.fromEntries(Object.entries(slots).filter(([name]) => allowed.includes(name)));
  if (Object.keys(kept).length > 0) node.slots = kept;
  return node;
}

/** The slots the block's current props allow; columns hold one per column. */
function allowedSlots(type: string, props: Record<string, unknown>): string[] {
  if (type === 'columns') {
    const count = typeof props.count === 'number' ? props.count : 2;
    return possibleSlots(type).slice(0, Math.max(0, Math.min(count, MAX_COLUMN_SLOTS)));
  }
  return possibleSlots(type);
}

/** Puck's data back as our page document; slots a block no longer allows are left out. */
export function puckDataToDocument(data: Pick<Data, 'content'>): PageDocument {
  return { version: 1, blocks: (data.content ?? []).map(componentToNode) };
}

/** How the fields of a block are edited; image and rich-text fields get our own editors. */
export type FieldKind =
  | { kind: 'text'; multiline: boolean }
  | { kind: 'number'; min?: number; max?: number }
  | { kind: 'select'; options: (string | number)[]; optionPrefix?: string }
  | { kind: 'boolean' }
  | { kind: 'grid' }
  | { kind: 'list'; item: Record<string, FieldKind> }
  | { kind: 'media' }
  | { kind: 'richText' }
  /** One of the theme's colour tokens, or a custom colour. */
  | { kind: 'colour'; tokens: string[] }
  /** One of the website's forms. */
  | { kind: 'form' }
  /** Where a link leads: chosen in the link picker, never typed as an address. */
  | { kind: 'link' };

/** Prop names that hold the address of an uploaded file. */
const MEDIA_PROPS = new Set(['src', 'backgroundImage', 'poster', 'logo', 'image', 'captions']);
/** Prop names that hold where a link leads (buttons, footer links, images, gallery items). */
const LINK_PROPS = new Set(['href', 'link']);

/** Reads a field's editor from the block's JSON schema. */
export function fieldKind(name: string, schema: JsonSchema, blockType: string): FieldKind {
  if (blockType === 'rich-text' && name === 'html') return { kind: 'richText' };
  if (blockType === 'form' && name === 'formId') return { kind: 'form' };
  // A heading's level is one of six, named as the tags are.
  if (blockType === 'heading' && name === 'level') {
    return { kind: 'select', options: [1, 2, 3, 4, 5, 6], optionPrefix: 'H' };
  }
  if (schema.enum) return { kind: 'select', options: schema.enum as (string | number)[] };
  const tokens = schema.anyOf?.find((member) => member.enum)?.enum;
  if (tokens && schema.anyOf?.some((member) => member.type === 'string' && !member.enum)) {
    return { kind: 'colour', tokens: tokens as string[] };
  }
  if (schema.type === 'boolean') return { kind: 'boolean' };
  if (schema.type === 'integer' || schema.type === 'number') {
    return { kind: 'number', min: schema.minimum, max: schema.maximum };
  }
  if (schema.type === 'array') {
    const item = schema.items ?? {};
    if (item.type === 'array') return { kind: 'grid' };
    const fields: Record<string, FieldKind> = {};
    for (const [key, sub] of Object.entries(item.properties ?? {}))
      fields[key] = fieldKind(key, sub, blockType);
    return { kind: 'list', item: fields };
  }
  if (MEDIA_PROPS.has(name) || (blockType === 'attachments' && name === 'href')) return { kind: 'media' };
  if (LINK_PROPS.has(name)) return { kind: 'link' };
  return { kind: 'text', multiline: (schema.maxLength ?? 0) > 300 };
}

/** `backgroundImage` → `Background image`. */
export function fieldLabel(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Renders our own field editors (media picker, rich text, table grid) inside Puck's panel. */
export interface CustomFieldRenderers {
  media: NonNullable<Extract<Field, { type: 'custom' }>['render']>;
  richText: NonNullable<Extract<Field, { type: 'custom' }>['render']>;
  grid: NonNullable<Extract<Field, { type: 'custom' }>['render']>;
  colour(tokens: string[]): NonNullable<Extract<Field, { type: 'custom' }>['render']>;
  form: NonNullable<Extract<Field, { type: 'custom' }>['render']>;
  link: NonNullable<Extract<Field, { type: 'custom' }>['render']>;
}

function toPuckField(
  name: string,
  kind: FieldKind,
  renderers: CustomFieldRenderers,
  labels: Readonly<Record<string, string>> = {},
): Field {
  const label = labels[name] ?? fieldLabel(name);
  switch (kind.kind) {
    case 'text':
      return { type: kind.multiline ? 'textarea' : 'text', label };
    case 'number':
      return { type: 'number', label, min: kind.min, max: kind.max };
    case 'select': {
      const options = kind.options.map((v) => ({ label: `${kind.optionPrefix ?? ''}${v}`, value: v }));
      return kind.options.length <= 3
        ? { type: 'radio', label, options }
        : { type: 'select', label, options };
    }
    case 'boolean':
      return {
        type: 'radio',
        label,
        options: [
          { label: 'Yes', value: true },
          { label: 'No', value: false },
        ],
      };
    case 'grid':
      return { type: 'custom', label, render: renderers.grid };
    case 'media':
      return { type: 'custom', label, render: renderers.media };
    case 'richText':
      return { type: 'custom', label, render: renderers.richText };
    case 'colour':
      return { type: 'custom', label, render: renderers.colour(kind.tokens) };
    case 'form':
      return { type: 'custom', label, render: renderers.form };
    case 'link':
      return { type: 'custom', label, render: renderers.link };
    case 'list': {
      const arrayFields: Record<string, Field> = {};
      for (const [key, sub] of Object.entries(kind.item))
        arrayFields[key] = toPuckField(key, sub, renderers, labels);
      return { type: 'array', label, arrayFields, getItemSummary: itemSummary };
    }
  }
}

/** Item fields that name a list item (a link's label, a file's name), in the order tried. */
const SUMMARY_KEYS = ['label', 'name', 'title', 'question', 'caption', 'alt', 'text'] as const;

/** How the side panel lists an item of a list field: by its own words, else by its place. */
export function itemSummary(item: unknown, index = 0): string {
  const fields = (item ?? {}) as Record<string, unknown>;
  for (const key of SUMMARY_KEYS) {
    const value = fields[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return `#${index + 1}`;
}

/**
 * The side panel's fields of one block type, plus a slot field per possible slot. Labels come from
 * the prop names unless `labels` names them in the editor's language.
 */
export function puckFields(
  type: string,
  renderers: CustomFieldRenderers,
  labels: Readonly<Record<string, string>> = {},
): Fields {
  const schema = schemaOf(type);
  const fields: Record<string, Field> = {};
  for (const [name, sub] of Object.entries(schema.properties ?? {})) {
    const field = toPuckField(name, fieldKind(name, sub, type), renderers, labels);
    fields[name] =
      isInlineText(type, name) && (field.type === 'text' || field.type === 'textarea')
        ? { ...field, contentEditable: true }
        : field;
  }
  for (const slot of possibleSlots(type)) fields[slotProp(slot)] = { type: 'slot' };
  return fields as Fields;
}

/** Props of a new instance: the block's defaults and an empty list for every slot. */
export function puckDefaultProps(type: string): Record<string, unknown> {
  const entry = paletteByType.get(type);
  const props: Record<string, unknown> = { ...(entry?.defaults ?? {}) };
  for (const slot of possibleSlots(type)) props[slotProp(slot)] = [];
  return props;
}

/** Splits a component's props into the block's own props and its slot props. */
export function splitSlotProps(props: Record<string, unknown>): {
  own: Record<string, unknown>;
  slots: Record<string, unknown>;
} {
  const own: Record<string, unknown> = {};
  const slots: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (key === 'id' || key === 'puck' || key === 'editMode') continue;
    if (isSlotProp(key)) slots[key.slice(SLOT_PREFIX.length)] = value;
    else own[key] = value;
  }
  return { own, slots };
}
