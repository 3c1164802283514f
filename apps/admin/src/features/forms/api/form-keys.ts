/** Every query of the forms screens; a change to a form or a record reads the affected ones again. */
export const formKeys = {
  all: ['forms'] as const,
  forms: (websiteId: number) => ['forms', 'list', websiteId] as const,
  form: (id: number) => ['forms', 'form', id] as const,
  records: ['forms', 'records'] as const,
  record: (id: number) => ['forms', 'record', id] as const,
  correspondence: (recordId: number) => ['forms', 'correspondence', recordId] as const,
  templates: ['forms', 'reply-templates'] as const,
  signature: ['forms', 'signature'] as const,
};
