import { SEARCH_COUNT_CAP } from '@jobhunter/shared';

/** Why a page past SEARCH_COUNT_CAP is refused, and what to do instead (`advice`). */
export const pagesStopMessage = (advice: string) =>
  `Pages stop at result ${SEARCH_COUNT_CAP.toLocaleString('en-US')}: ${advice}`;
