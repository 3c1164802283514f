/** What a non-call answer (an upload, a download's refusal) says in the API's envelope, if it is one. */
export interface LooseEnvelope {
  code?: unknown;
  message?: unknown;
  data?: unknown;
}

export async function readEnvelope(response: Response): Promise<LooseEnvelope | null> {
  try {
    const parsed: unknown = await response.json();
    return parsed !== null && typeof parsed === 'object' ? (parsed as LooseEnvelope) : null;
  } catch {
    return null;
  }
}
