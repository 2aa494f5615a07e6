import { SkeletonList, type SkeletonShape } from './skeleton-list';

export interface PendingLook {
  /** The page's own heading, there from the first paint. */
  title?: string;
  /** The shape of the list the page shows first (none for a page without one). */
  shape?: SkeletonShape;
}

/** A route whose code or data is still coming: its heading and placeholders shaped like its content. */
export function PagePending({ title, shape }: PendingLook) {
  return (
    <main className="page">
      {title && <h1>{title}</h1>}
      {shape && <SkeletonList shape={shape} count={4} />}
    </main>
  );
}
