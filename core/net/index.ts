/** Outbound network access to URLs someone else chose: the address policy and the guarded page fetch. */
export {
  blockedReason,
  parseIp,
  parseNetworkAllowlist,
  allowlistAdmitsTarget,
  foldHost,
  NO_PRIVATE_HOSTS,
  METADATA_ADDRESS,
} from './address-policy.js';
export type { NetworkAllowlist } from './address-policy.js';
export { guardedFetch, FetchRefusedError, FetchFailedError, DEFAULT_USER_AGENT } from './guarded-fetch.js';
export type {
  GuardedFetchOptions,
  FetchedPage,
  FetchRefusal,
  FetchFailure,
  ResolveHost,
  ResolvedAddress,
} from './guarded-fetch.js';
export { DEFAULT_FETCH_TIMEOUT_MS, DEFAULT_MAX_PAGE_BYTES, MAX_REDIRECTS } from './limits.js';
