import './skeleton-list.css';

/** The shapes a loading list draws, each like the content it stands for. */
export type SkeletonShape = 'video' | 'card' | 'row' | 'tile' | 'bubble';

interface Props {
  shape: SkeletonShape;
  /** How many placeholder items to draw. */
  count?: number;
  /** What a screen reader hears (the spec's words). */
  label?: string;
}

const LINES: Record<SkeletonShape, number> = { video: 2, card: 3, row: 2, tile: 1, bubble: 1 };

/**
 * A list's loading state that looks like the list (grey cards, rows or bubbles) instead of a bare
 * 'Loading...'. Those words stay, for screen readers, in a status message; the shapes are hidden
 * from assistive technology and the whole is marked busy.
 */
export function SkeletonList({ shape, count = 3, label = 'Loading...' }: Props) {
  return (
    <div className={`skeleton skeleton-${shape}`} aria-busy="true">
      <p className="visually-hidden" role="status">
        {label}
      </p>
      <ul className="skeleton-items" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="skeleton-item">
            {shape !== 'bubble' && <span className="skeleton-avatar" />}
            <span className="skeleton-lines">
              {Array.from({ length: LINES[shape] }, (_, line) => (
                <span key={line} className="skeleton-line" />
              ))}
            </span>
            {shape === 'video' && <span className="skeleton-media" />}
          </li>
        ))}
      </ul>
    </div>
  );
}
