export { ipv4ToNumber, ipv6ToBytes, isPublicAddress } from './ip-address.ts';
export {
  type HostResolver,
  SAFE_FETCH_CONNECT_TIMEOUT_MS,
  SAFE_FETCH_MAX_REDIRECTS,
  type SafeFetchOptions,
  type SafeFetchRefusal,
  type SafeFetchResult,
  safeFetch,
} from './safe-fetch.ts';
