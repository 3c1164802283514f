import { type FormField, submissionSchema } from '@sitewright/contract';

/** What a form's inputs post, read back from the form as the site server reads the request. */
export function postedValues(form: HTMLFormElement, fields: readonly FormField[]): Record<string, unknown> {
  const data = new FormData(form);
  const values: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.kind === 'multiselect') values[field.key] = data.getAll(field.key).map(String);
    else if (field.kind === 'file') {
      const file = data.get(field.key);
      values[field.key] =
        file && typeof file === 'object' && 'size' in file && file.size > 0
          ? { name: (file as File).name, url: '', size: file.size }
          : undefined;
    } else if (field.kind === 'consent')
      values[field.key] = data.has(field.key) ? String(data.get(field.key)) : '';
    else values[field.key] = String(data.get(field.key) ?? '');
  }
  return values;
}

/**
 * What the site server would answer the values with: nothing when they would be accepted, else
 * the message for each field, in the visitor's language (the contract's one schema).
 */
export function previewProblems(
  fields: readonly FormField[],
  values: Record<string, unknown>,
  lang: string,
): Record<string, string> {
  let schema: ReturnType<typeof submissionSchema>;
  try {
    schema = submissionSchema(fields, lang);
  } catch {
    // A pattern that is not a regular expression yet: the editor shows that problem.
    return {};
  }
  const result = schema.safeParse(values);
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !problems[key]) problems[key] = issue.message;
  }
  return problems;
}

/** Text values to put back in the form after a refusal, as the site server does. */
export function keptValues(values: Record<string, unknown>): Record<string, string | string[]> {
  const kept: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string' || Array.isArray(value)) kept[key] = value;
  }
  return kept;
}
