/**
 * The vocabulary of `scoring_reasons` (spec 2.2 leaves the full list "not shown"; this is Vigil's).
 * Live answers use only these values, the sandbox fixtures (api/sandbox.ts) use a subset of them, and
 * docs/MATCHING.md lists each with its meaning. A reason names a fact about the query, the chosen
 * candidate or the search, in the order the matcher established it.
 */
export const SCORING_REASONS = [
  // Where the answer came from.
  'stored_obituary_match',
  'stored_obituary_candidate',
  'web_obituary_match',
  'web_obituary_candidate',
  'web_source_corroborates',
  'web_sources_corroborate',
  'web_only_uncorroborated',
  'web_search_unavailable',
  'web_search_failed',
  // Name (the weakest of the given-name and surname levels sets name_*).
  'name_exact',
  'name_alias',
  'name_nickname',
  'name_phonetic',
  'name_fuzzy',
  'name_partial',
  'name_keying_slip',
  'name_spelling_is_another_name',
  'name_order_swapped',
  'maiden_name_match',
  'former_surname_match',
  'surname_variant_match',
  'given_name_is_middle_name',
  'given_name_only_related',
  'name_common_in_index',
  'name_rare_in_index',
  // Middle name and generational suffix.
  'middle_name_corroborated',
  'middle_initial_compatible',
  'middle_name_matches_former_surname',
  'middle_name_not_corroborated',
  'middle_name_conflict',
  'suffix_corroborated',
  'suffix_conflict',
  'generational_suffix_not_corroborated',
  // Date of birth (dob_<level>_match as in the sandbox).
  'dob_exact_date_match',
  'dob_transposed_match',
  'dob_month_year_match',
  'dob_year_only_match',
  'dob_within_years_match',
  'dob_age_consistent_match',
  'age_confirms_birth_year',
  'dob_mismatch',
  'birth_year_not_stated',
  'birth_year_conflict',
  'birth_year_from_page',
  'death_before_birth',
  // Death date.
  'death_date_exact_date_match',
  'death_date_within_days_match',
  'death_date_month_year_match',
  'death_date_year_only_match',
  'death_date_not_stated',
  'obituary_gives_no_death_date',
  'death_date_mismatch',
  'death_date_conflict',
  'death_date_confirms_common_name',
  // Place.
  'city_match',
  'city_mentioned_in_text',
  'county_match',
  'state_match',
  'neighbouring_state_match',
  'city_conflict',
  'state_mismatch',
  'location_not_stated',
  // require_match (spec 4.1 rule 6).
  'require_match_confirmed',
  'require_match_filtered',
  // Decision.
  'runner_up_close',
  'stored_common_name_requires_disambiguator',
  'same_year_namesakes_likely',
  'identity_needs_disambiguator',
  'no_corroborating_date',
  'name_also_matches_survivor',
  'name_matches_survivor_only',
  'name_matches_predeceased_relative',
  'found_blocked_identity_not_established',
  'candidates_dropped_by_conflict',
  'no_candidates',
  'no_qualifying_candidate',
  'retrieval_limit_reached',
  // Sandbox answers only (api/sandbox.ts).
  'sandbox_fixture',
] as const;

/** One value of `scoring_reasons`. */
export type ScoringReason = (typeof SCORING_REASONS)[number];

const KNOWN = new Set<string>(SCORING_REASONS);

/** True when the string is in the documented vocabulary (tests check every answer with it). */
export function isScoringReason(s: string): s is ScoringReason {
  return KNOWN.has(s);
}
