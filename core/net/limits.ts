/** The defaults of outbound page fetches; the configuration table reads them too, so each number lives here only. */

/**
 * Whole-fetch deadline (DNS, connect, redirects and body). A result page that has not arrived in 8 s
 * is slower than a verify at the standard depth should take in total; the page is skipped, not waited for.
 */
export const DEFAULT_FETCH_TIMEOUT_MS = 8_000;

/**
 * Largest page body read, after decompression. Obituary pages are 20-300 KB of HTML and the heaviest
 * funeral-home templates with inline scripts stay under 1.5 MB; 2 MiB bounds memory per fetch and
 * stops a compressed "bomb" early.
 */
export const DEFAULT_MAX_PAGE_BYTES = 2 * 1024 * 1024;

/** Redirect hops followed (each one re-checked by the guard); browsers allow more, but no obituary needs five. */
export const MAX_REDIRECTS = 5;
