/**
 * Page blocks: each block is one definition (props schema, defaults, a server-safe React view).
 * The editor-only field UI lives behind `@sitewright/blocks/editor`, which the server never imports.
 * The block catalogue arrives with the page editor; until then this package only fixes the shape.
 */
export interface BlockDefinition<Props> {
  /** Stable type name stored in page documents. */
  type: string;
  /** Props a new instance starts with. */
  defaults: Props;
}

export const blockDefinitions: readonly BlockDefinition<unknown>[] = [];
