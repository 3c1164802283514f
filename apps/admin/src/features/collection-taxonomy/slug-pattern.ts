/** The contract's slug rule (`Slug`) for the form's own check: lowercase letters of any script, digits, single hyphens. */
export const SLUG_PATTERN = /^(?:[\p{Ll}\p{Lo}0-9]+(?:-[\p{Ll}\p{Lo}0-9]+)*)?$/u;
