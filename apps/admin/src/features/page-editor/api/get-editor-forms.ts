import type { FormPublic } from '@sitewright/contract';
import { calls } from '@sitewright/contract/paths';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { http } from '../../../shared/api/http.ts';
import { pageEditorQueryKey } from './get-page-detail.ts';

/** The website's forms a form block may show (the form block's settings list them). */
export function useEditorForms(websiteId: number) {
  return useQuery({
    queryKey: [...pageEditorQueryKey, 'forms', websiteId],
    queryFn: ({ signal }) =>
      http.call(calls.form.editorFormList, { query: { website_id: websiteId }, signal }),
  });
}

/**
 * The active forms as the canvas draws them, by id: the same definitions the publisher hands the
 * site, so the canvas shows the form visitors will get. Absent while they load.
 */
export function useCanvasForms(websiteId: number): Record<number, FormPublic> | undefined {
  const { data: list } = useEditorForms(websiteId);
  const active = (list?.list ?? []).filter((f) => f.status === 'active');
  const details = useQueries({
    queries: active.map((form) => ({
      queryKey: [...pageEditorQueryKey, 'form', websiteId, form.id],
      queryFn: () =>
        http.call(calls.form.editorFormInfo, { body: { website_id: websiteId, form_id: form.id } }),
    })),
  });
  const loaded = details.map((d) => d.data);
  const key = loaded.map((d) => (d ? `${d.id}:${d.version}` : '-')).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names the loaded versions
  return useMemo(() => {
    if (!list) return undefined;
    const byId: Record<number, FormPublic> = {};
    for (const form of loaded) if (form) byId[form.id] = form;
    return byId;
  }, [list, key]);
}
