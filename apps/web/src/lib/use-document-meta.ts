import { useEffect } from 'react';

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
