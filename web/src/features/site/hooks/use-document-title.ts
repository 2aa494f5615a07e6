import { useEffect } from 'react';

/** Names the browser tab after the page ('About Us · StartupSetu'), and puts the old name back on leaving. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · StartupSetu`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
