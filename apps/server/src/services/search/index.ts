/**
 * The job search module: full-text search with filters, pages and facets (searchJobs), the match
 * terms job alerts share with it, type-ahead suggestions, typo correction, and the weighted
 * document every job is indexed by (docs/decisions/002-search-design.md).
 */
export { analyseQuery, type QueryAnalysis } from './correction';
export {
  jobMatchCondition,
  jobMatchTerms,
  searchJobs,
  WALK_BUDGET,
  type JobMatchOptions,
} from './search-jobs';
export { payFloorQuery, searchKey } from './search-key';
export { searchVector, type SearchVectorParts } from './search-vector';
export { suggestJobs } from './suggestions';
