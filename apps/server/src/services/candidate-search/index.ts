/**
 * The candidate search: recruiters find discoverable candidates by their profile and CV text.
 * Its rows are kept by refreshCandidateSearch, called wherever what a candidate is found by changes.
 */
export { candidateSearchCachesOf, type CandidateSearchCaches } from './caches';
export { refreshCandidateSearch } from './refresh-candidate-search';
export { searchCandidates } from './search-candidates';
