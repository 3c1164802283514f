import type { CollectionName, ItemImportResult } from '@sitewright/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls, errorCodes } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';

export interface ImportItemsInput {
  websiteId: number;
  fileId: number;
  lang?: string;
  dryRun: boolean;
}

/**
 * Imports the rows of an uploaded spreadsheet: a dry run checks every row and writes nothing; the
 * real run writes all rows or none. Row problems are listed by the dialog, not toasted.
 */
export function importItems(
  name: CollectionName,
  { websiteId, fileId, lang, dryRun }: ImportItemsInput,
): Promise<ItemImportResult> {
  return http.call(calls[name].import, {
    body: {
      website_id: websiteId,
      file_id: fileId,
      // The list's language; the server checks it is one of the website's.
      ...(lang ? { lang: lang as never } : {}),
      dry_run: dryRun,
    },
    // The dialog shows these itself: the rows' problems, or why the file cannot be read.
    toast: [errorCodes.IMPORT_ROWS_INVALID, errorCodes.IMPORT_FILE_UNREADABLE],
  });
}

export function useImportItems(name: CollectionName) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportItemsInput) => importItems(name, input),
    onSuccess: (result) => {
      // Item lists, categories and tags of the collection may all show what came in.
      if (result.written)
        return queryClient.invalidateQueries({
          predicate: (query) => query.queryKey.includes(name),
        });
    },
  });
}
