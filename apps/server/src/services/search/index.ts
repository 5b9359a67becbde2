/**
 * The job search module (docs/decisions/002-search-design.md): full-text search with filters,
 * pages and facets, the match terms job alerts share with it, type-ahead suggestions, typo
 * correction, the caches it keeps per database, and the weighted document every job is indexed by.
 */
export { createSearchCaches, searchCachesOf, type SearchCaches } from './caches';
export { analyseQuery, JOB_WORDS, type QueryAnalysis, type WordSource } from './correction';
export { pagesStopMessage } from './pages-stop';
export { jobMatchCondition, jobMatchTerms, type JobMatchOptions } from './match-terms';
export { WALK_BUDGET } from './plans';
export { searchJobs } from './search-jobs';
export { payFloorQuery, searchKey } from './search-key';
export { searchVector, type SearchVectorParts } from './search-vector';
export { suggestJobs } from './suggestions';
export { searchQuery } from './text-query';
export { createVocabulary, type Vocabulary } from './vocabulary';
