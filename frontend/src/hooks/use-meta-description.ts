import { useEffect } from 'react';

/**
 * Sets `<meta name="description">` while the page is shown, and puts back what index.html says
 * when the page goes (adding the tag if index.html has none).
 */
export function useMetaDescription(content: string) {
  useEffect(() => {
    let tag = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const added = !tag;
    if (!tag) {
      tag = document.createElement('meta');
      tag.name = 'description';
      document.head.append(tag);
    }
    const previous = tag.content;
    tag.content = content;
    return () => {
      if (added) tag.remove();
      else tag.content = previous;
    };
  }, [content]);
}
