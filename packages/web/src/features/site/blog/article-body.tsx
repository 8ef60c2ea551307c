import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

/** The rendered markdown; its links to our own pages navigate in the app instead of reloading. */
export function ArticleBody({ html, compact = false }: { html: string; compact?: boolean }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//')) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <div
      className={compact ? 'prose-article prose-compact' : 'prose-article'}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
