import type { Attribute } from '@sitewright/contract';
import type { BodyOf } from '@sitewright/contract/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { calls, errorCodes } from '@sitewright/contract/paths';
import { http } from '../../../shared/api/http.ts';
import { attributesQueryKey } from './get-attributes.ts';

export type AttributeSaveBody = BodyOf<typeof calls.attribute.save>;

/** Refusals the dialog shows itself: a taken name, and changes that would strand products' values. */
export const ATTRIBUTE_FORM_ERROR_CODES = [
  errorCodes.ATTRIBUTE_NAME_TAKEN,
  errorCodes.ATTRIBUTE_VALUE_INVALID,
] as const;

/** Adds an attribute (without `id`) or changes one. */
export function saveAttribute(body: AttributeSaveBody): Promise<Attribute> {
  return http.call(calls.attribute.save, { body, toast: ATTRIBUTE_FORM_ERROR_CODES });
}

export function useSaveAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAttribute,
    onSuccess: (_saved, body) =>
      queryClient.invalidateQueries({ queryKey: attributesQueryKey(Number(body.website_id)) }),
  });
}
