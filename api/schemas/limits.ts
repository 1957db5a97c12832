/**
 * Limits that shape the wire format. Each lives here once so the validators, the OpenAPI document
 * and the routes agree.
 */

/** Longest first, middle or last name; longer input is a paste error, not a name. */
export const NAME_MAX_LENGTH = 100;

/** Longest city or county name (the longest US place names are well under 60 characters). */
export const PLACE_MAX_LENGTH = 100;

/** Longest street line; room for a full one-line address with city, state and ZIP. */
export const ADDRESS_LINE_MAX_LENGTH = 200;

/** Longest `address.state` text; the longest accepted name ("United States Virgin Islands") is 28. */
export const STATE_TEXT_MAX_LENGTH = 60;

/** Longest client_ref (spec 2.1 gives no number; 255 matches the Idempotency-Key limit). */
export const CLIENT_REF_MAX_LENGTH = 255;

/**
 * Earliest year accepted for a date of birth or death. Published obituaries online start in the
 * late 19th century; anything earlier is a typo (1095 for 1995) rather than a real subject.
 */
export const EARLIEST_YEAR = 1850;

/** Largest lookback_years a request may ask for; the account's max_lookback_years is checked separately. */
export const LOOKBACK_YEARS_MAX = 100;

/** Batch items per synchronous call (spec 8). */
export const BATCH_MAX_ITEMS = 50;

/** Idempotency-Key length (spec 8). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

/** Request log page size: spec 8 caps it at 200; 50 is a page a person can read. */
export const REQUEST_LOG_MAX_LIMIT = 200;
export const REQUEST_LOG_DEFAULT_LIMIT = 50;
/** Request log `offset`: any whole number the store can take exactly; past the end, an empty page. */
export const REQUEST_LOG_MAX_OFFSET = Number.MAX_SAFE_INTEGER;
