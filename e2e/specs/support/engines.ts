import { E2E_PORT } from './env.ts';

/** One request the local search-engine stand-ins received (start-server.mjs). */
export interface EngineRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: string;
}

/** Where the stand-ins of this worker's server listen: Baidu's and IndexNow's APIs, and the marketing tool. */
export const ENGINES_URL = `http://localhost:${E2E_PORT + 500}`;

/** Every request the search-engine stand-ins of this worker's server have received so far. */
export async function engineRequests(): Promise<EngineRequest[]> {
  const response = await fetch(`${ENGINES_URL}/__received`);
  return (await response.json()) as EngineRequest[];
}
