import type { ReactNode } from 'react';
import type { z } from 'zod';
import { brandValues, fillBrandProps } from './brand-text.ts';
import type { RenderContext } from './context.ts';

/** Where a block sits in the editor's palette. */
export type BlockCategory = 'layout' | 'text' | 'media' | 'data' | 'navigation' | 'dynamic';

/** What a view gets: its parsed props, its slots already rendered, and the page's render context. */
export interface BlockViewProps<P> {
  id: string;
  props: P;
  slots: Record<string, ReactNode>;
  context: RenderContext;
}

/**
 * One block type: the schema a saved instance must pass, the props a new instance starts with,
 * the slots it holds, and a server-safe view (no effects, no browser APIs) that the editor canvas
 * and the publisher both render.
 */
export interface BlockDefinition<P = Record<string, unknown>> {
  /** Stable type name stored in page documents. */
  type: string;
  label: { en: string; zh: string };
  category: BlockCategory;
  /** Strict, with limits; fields with a sensible default carry it, content fields do not. */
  schema: z.ZodType<P>;
  /** Props a new instance starts with; they pass `schema`. */
  defaults: P;
  /** Slot names the instance may hold, possibly depending on its props (columns: one per column). */
  slotNames(props: P): readonly string[];
  View(props: BlockViewProps<P>): ReactNode;
}

export interface BlockSpec<S extends z.ZodType> {
  type: string;
  label: { en: string; zh: string };
  category: BlockCategory;
  schema: S;
  defaults: z.input<S>;
  slots?: readonly string[] | ((props: z.output<S>) => readonly string[]);
  View(props: BlockViewProps<z.output<S>>): ReactNode;
}

const NO_SLOTS: readonly string[] = [];

export function defineBlock<S extends z.ZodType>(spec: BlockSpec<S>): BlockDefinition<z.output<S>> {
  const { slots } = spec;
  return {
    type: spec.type,
    label: spec.label,
    category: spec.category,
    schema: spec.schema as unknown as z.ZodType<z.output<S>>,
    defaults: spec.defaults as z.output<S>,
    slotNames: typeof slots === 'function' ? slots : () => slots ?? NO_SLOTS,
    // Every view, on the canvas and the site alike, shows the website's details where its
    // text names them ({{company.phone}}), as they stand at this render.
    View: (view) =>
      spec.View({
        ...view,
        props: fillBrandProps(view.props, brandValues(view.context.siteName, view.context.brand), {
          canvas: view.context.canvas === true,
          lang: view.context.lang,
        }),
      }),
  };
}

/** Joins class names, skipping empty ones. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
