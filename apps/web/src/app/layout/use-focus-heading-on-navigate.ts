import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long a page that is still loading may take to show its heading before we stop waiting. */
const HEADING_WAIT_MS = 3000;

function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * Announces a route change the way a page load would: focus moves to the new page's h1, so screen
 * readers read it and the next Tab starts from the content. Not on the first load (the browser
 * does that itself), and not when only the query changes (filters, pagination keep focus).
 */
export function useFocusHeadingOnNavigate(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const root = main.current;
    if (!root) return;
    const existing = root.querySelector<HTMLElement>('h1');
    if (existing) {
      focusHeading(existing);
      return;
    }
    // A lazily loaded page or one still fetching renders its heading a little later.
    const observer = new MutationObserver(() => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return;
      observer.disconnect();
      focusHeading(heading);
    });
    observer.observe(root, { childList: true, subtree: true });
    const stop = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(stop);
    };
  }, [pathname, main]);
}
