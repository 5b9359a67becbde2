import { createContext, useContext, useEffect } from 'react';

/** What a screen says about itself to search engines and link previews. */
export interface DocumentMeta {
  title?: string;
  description?: string;
}

/**
 * Set only while the server renders a page: the screens write their title and description into it
 * (the deepest screen renders last and wins), and the server puts them in the HTML's head.
 */
export const DocumentMetaContext = createContext<DocumentMeta | null>(null);

function descriptionTag() {
  let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  return tag;
}

/**
 * Sets the page's <title> and meta description while the screen is shown and puts the previous
 * ones back after. Done on the existing tags because index.html already has both, and the first
 * <title> in the document is the one browsers and crawlers use.
 */
export function useDocumentMeta(title: string, description?: string) {
  const serverMeta = useContext(DocumentMetaContext);
  if (serverMeta) {
    serverMeta.title = title;
    if (description) serverMeta.description = description;
  }
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    const tag = description ? descriptionTag() : null;
    const previousDescription = tag?.content ?? '';
    if (tag && description) tag.content = description;
    return () => {
      document.title = previousTitle;
      if (tag) tag.content = previousDescription;
    };
  }, [title, description]);
}
