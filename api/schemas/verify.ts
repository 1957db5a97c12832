/**
 * POST /api/v1/verify: the request body (spec 2.1) and the response body (spec 2.2), written once
 * and used for validation, for the TypeScript types and for the OpenAPI document.
 *
 * Unknown fields are rejected at every level (`additionalProperties: false`), so a typo such as
 * `dob_year` for `dob.year` or `firstname` for `first_name` is a 400 naming the field, not a
 * silently weaker search.
 */
import { Type, type Static } from '@sinclair/typebox';
import {
  CONFIDENCE_BANDS,
  REQUIRE_MATCH_FIELDS,
  RESULTS,
  SEARCH_DEPTHS,
  type VerifyResult,
} from '../../core/verification.js';
import { type AssertTrue, type IdenticalTypes, stringEnum } from './common.js';
import {
  ADDRESS_LINE_MAX_LENGTH,
  CLIENT_REF_MAX_LENGTH,
  EARLIEST_YEAR,
  LOOKBACK_YEARS_MAX,
  NAME_MAX_LENGTH,
  PLACE_MAX_LENGTH,
  STATE_TEXT_MAX_LENGTH,
} from './limits.js';

// ---------------------------------------------------------------------------------------------
// Request
// ---------------------------------------------------------------------------------------------

const personName = (description: string) =>
  Type.String({ minLength: 1, maxLength: NAME_MAX_LENGTH, description });

const placeText = (description: string, maxLength: number) =>
  Type.String({ minLength: 1, maxLength, description });

/** `YYYY`, `YYYY-MM` or `YYYY-MM-DD`; the calendar checks (real date, not in the future) are in code. */
export const DEATH_DATE_STRING_PATTERN = '^[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?$';

export const DateOfBirthSchema = Type.Object(
  {
    year: Type.Optional(
      Type.Integer({ minimum: EARLIEST_YEAR, description: `${EARLIEST_YEAR} to the current year.` }),
    ),
    month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
    day: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 31,
        description:
          'Requires month and year; must exist in that month (29 February only in leap years). ' +
          'Enables exact-date matching.',
      }),
    ),
  },
  {
    additionalProperties: false,
    description: 'Any known parts of the date of birth. Invalid values, or a date in the future, give 400.',
  },
);

export const DeathDateObjectSchema = Type.Object(
  {
    year: Type.Integer({ minimum: EARLIEST_YEAR }),
    month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12 })),
    day: Type.Optional(Type.Integer({ minimum: 1, maximum: 31, description: 'Requires month.' })),
  },
  { additionalProperties: false },
);

export const DeathDateSchema = Type.Union(
  [
    Type.String({ pattern: DEATH_DATE_STRING_PATTERN, examples: ['2023-04-17', '2023-04', '2023'] }),
    DeathDateObjectSchema,
  ],
  {
    description:
      'ISO `YYYY-MM-DD`, `YYYY-MM` or `YYYY`, or `{year, month?, day?}`. Must be a real calendar date, ' +
      `not in the future, year ${EARLIEST_YEAR} or later, and not before the date of birth. A matching ` +
      'death date is a strong disambiguator.',
  },
);

export const AddressSchema = Type.Object(
  {
    line1: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: ADDRESS_LINE_MAX_LENGTH,
        description:
          'Street line. When it ends in a city and a state (`…, Springfield, IL`, `…, Springfield IL 62701`, ' +
          '`…, Springfield, Illinois`) those fill a missing city/state; given city/state are never overwritten. ' +
          'Without a comma before the city only the state is taken, and only when a ZIP code follows it.',
      }),
    ),
    city: Type.Optional(placeText('Location disambiguator.', PLACE_MAX_LENGTH)),
    state: Type.Optional(
      placeText(
        'Two-letter US code (recommended) or full name, any case; DC, PR and the territories are accepted. ' +
          'Normalized to the code; an unrecognised state gives 400.',
        STATE_TEXT_MAX_LENGTH,
      ),
    ),
    county: Type.Optional(placeText('County name, e.g. `Cook`.', PLACE_MAX_LENGTH)),
  },
  { additionalProperties: false },
);

export const VerifyRequestSchema = Type.Object(
  {
    first_name: personName('Required. Must contain a letter; surrounding whitespace is trimmed.'),
    last_name: personName('Required. Must contain a letter; surrounding whitespace is trimmed.'),
    middle_name: Type.Optional(
      personName('Identity anchor: a conflicting middle name or initial drops a candidate.'),
    ),
    dob: Type.Optional(DateOfBirthSchema),
    death_date: Type.Optional(DeathDateSchema),
    address: Type.Optional(AddressSchema),
    search_depth: Type.Optional(
      stringEnum(SEARCH_DEPTHS, {
        description:
          '`recent`: stored index only. `standard`: stored index plus web. `extended`: further back, ' +
          'subject to a concurrent-extended cap. Omitted: chosen automatically.',
      }),
    ),
    client_ref: Type.Optional(
      Type.String({
        maxLength: CLIENT_REF_MAX_LENGTH,
        description: 'Correlation id, echoed in the response.',
      }),
    ),
    fresh: Type.Optional(
      Type.Boolean({
        description: '`true` bypasses the short web-search cache. Same as `Cache-Control: no-cache`.',
      }),
    ),
    require_match: Type.Optional(
      Type.Array(stringEnum(REQUIRE_MATCH_FIELDS), {
        description:
          'Each listed field must be stated by the obituary; candidates that do not state it are dropped. ' +
          'Each listed field needs a value in this request (`dob_year` needs dob.year, `city` needs ' +
          'address.city, …), otherwise 400. Duplicates are ignored.',
      }),
    ),
    include_survivors: Type.Optional(
      Type.Boolean({ description: 'Parse survivors; adds latency, not precision.' }),
    ),
    lookback_years: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: LOOKBACK_YEARS_MAX,
        description: "Must not exceed the account's max_lookback_years (400 lookback_exceeds_quota).",
      }),
    ),
  },
  {
    additionalProperties: false,
    description:
      'Unknown fields are rejected at every level, so typos such as `dob_year` or `firstname` give 400. ' +
      'Send no field rather than `null`; a present optional string must not be blank.',
  },
);
/** The verify request as it arrives on the wire. */
export type VerifyRequestBody = Static<typeof VerifyRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Response
// ---------------------------------------------------------------------------------------------

export const NAME_MATCH_LEVELS = [
  'exact',
  'alias',
  'nickname',
  'phonetic',
  'fuzzy',
  'partial',
  'swapped',
] as const;
export const LOCATION_MATCH_LEVELS = [
  'city',
  'county',
  'state',
  'neighbouring_state',
  'none',
  'unknown',
] as const;
export const DOB_MATCH_LEVELS = [
  'exact_date',
  'transposed',
  'month_year',
  'year_only',
  'within_years',
  'age_consistent',
  'not_stated',
  'not_provided',
] as const;
export const DEATH_DATE_MATCH_LEVELS = [
  'exact_date',
  'month_year',
  'year_only',
  'not_stated',
  'not_provided',
  'within_days',
] as const;

export const EvidenceSchema = Type.Object(
  {
    name_match: stringEnum(NAME_MATCH_LEVELS, {
      description:
        "`swapped`: the request's first name and surname are the obituary's the other way round (a reviewed `possible_match`, reason `name_order_swapped`).",
    }),
    location_match: stringEnum(LOCATION_MATCH_LEVELS, {
      description: '`unknown`: the request gave no location. `none`: the obituary states a different place.',
    }),
    dob_match: stringEnum(DOB_MATCH_LEVELS, {
      description:
        '`not_provided`: the request gave no date of birth. `not_stated`: the obituary gives none.',
    }),
    death_date_match: Type.Optional(stringEnum(DEATH_DATE_MATCH_LEVELS)),
  },
  { additionalProperties: false },
);

export const QuoteSchema = Type.Object(
  {
    value: Type.String({ description: 'The captured value.' }),
    quote: Type.String({ description: 'The obituary sentence it came from. It verifies only this value.' }),
  },
  { additionalProperties: false },
);

export const BiographicalProfileSchema = Type.Object(
  {
    occupation: Type.Optional(QuoteSchema),
    military_service: Type.Optional(QuoteSchema),
    education: Type.Optional(
      Type.Array(QuoteSchema, { description: 'Accounts with extended profiles only.' }),
    ),
    places: Type.Optional(
      Type.Array(Type.String(), { description: 'Accounts with extended profiles only.' }),
    ),
    family_counts: Type.Optional(
      Type.Object(
        {
          children: Type.Optional(Type.Integer({ minimum: 0 })),
          grandchildren: Type.Optional(Type.Integer({ minimum: 0 })),
          great_grandchildren: Type.Optional(Type.Integer({ minimum: 0 })),
          siblings: Type.Optional(Type.Integer({ minimum: 0 })),
        },
        { additionalProperties: false, description: 'Accounts with extended profiles only.' },
      ),
    ),
  },
  {
    additionalProperties: false,
    description:
      'What the obituary says about the person, each item with its own quote. Profession search is not offered.',
  },
);

export const MatchSchema = Type.Object(
  {
    matched_name: Type.String(),
    death_date: Type.Union([Type.String({ format: 'date' }), Type.Null()], {
      description: '`YYYY-MM-DD`; null when the obituary gives no date of death.',
    }),
    location: Type.Union([Type.String(), Type.Null()], {
      description: 'City and state text, e.g. `Peoria, IL`.',
    }),
    obituary_url: Type.String({
      format: 'uri',
      description:
        "The obituary's page. A notice on a newspaper's death-notice column (one page of several people's notices) is the column's URL with a fragment naming the person, e.g. `https://paper.example/death-notices/#notice-carol-j-anderson`.",
    }),
    evidence: EvidenceSchema,
    source_trust: stringEnum(['stored', 'web'] as const, {
      description: '`stored`: an indexed obituary (generally more reliable). `web`: supplemental web source.',
    }),
    funeral_home_name: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  },
  { additionalProperties: false },
);

export const VerifyResponseSchema = Type.Object(
  {
    result: stringEnum(RESULTS, {
      description:
        '`found`: a qualifying match with sufficient confidence. `possible_match`: a same-named decedent ' +
        'whose identity is not fully established (a lead, not a confirmed death). `not_found`: no ' +
        'qualifying obituary in the searched scope; never proof of life.',
    }),
    confidence: Type.Number({ minimum: 0, maximum: 1, description: 'Match strength; 0 for not_found.' }),
    confidence_band: stringEnum(CONFIDENCE_BANDS, {
      description:
        'high: confirmed, safe for automated action. moderate: strong lead, brief human review. ' +
        'low: weak or ambiguous, verify first. none: not_found.',
    }),
    review_recommended: Type.Boolean(),
    client_ref: Type.Optional(Type.String({ description: 'Echo of the request value.' })),
    search_depth: stringEnum(SEARCH_DEPTHS, {
      description: 'The depth actually searched (automatic choice resolved).',
    }),
    match: Type.Optional(MatchSchema),
    scoring_reasons: Type.Array(Type.String(), {
      description:
        'Step-by-step factors, e.g. middle_name_not_corroborated, stored_common_name_requires_disambiguator, ' +
        'require_match_filtered. The list of values may grow.',
    }),
    not_proof_of_life: Type.Optional(Type.Literal(true, { description: 'Present, true, on not_found.' })),
    interpretation: Type.Optional(Type.String({ description: 'How to read a not_found.' })),
    negative_result_strength: Type.Optional(stringEnum(['weak', 'moderate', 'strong'] as const)),
    sandbox: Type.Optional(Type.Boolean({ description: 'true on responses to test (`svc_test_`) keys.' })),
    biographical_profile: Type.Optional(BiographicalProfileSchema),
  },
  { additionalProperties: false },
);
export type VerifyResponse = Static<typeof VerifyResponseSchema>;

type _VerifyResponseMatchesDomain = AssertTrue<IdenticalTypes<VerifyResponse, VerifyResult>>;
