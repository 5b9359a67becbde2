import { createContext, useContext } from 'react';

/** The site's public origin while the server renders a page (there is no window.location there). */
export const SiteOriginContext = createContext<string | null>(null);

/** The origin links to share and canonical URLs are built on, e.g. https://jobhunter.example. */
export function useSiteOrigin() {
  return useContext(SiteOriginContext) ?? window.location.origin;
}
