import { useEffect, useRef } from 'react';
import type { MouseEvent } from 'react';
import { DialogCloseButton } from '../../../components/dialog-close-button';
import { useModalDialog } from '../../../components/use-modal-dialog';
import type { Article } from '../data/articles';

interface ArticleModalProps {
  /** The article to show; null keeps the modal closed. */
  article: Article | null;
  /** Called once the modal has closed (Close button, a click on the overlay or Escape). */
  onClose: () => void;
}

/**
 * 'Article Details' modal on a native <dialog> (useModalDialog: the page behind is inert, focus
 * stays inside, Escape closes it and the focus returns to the Read More that opened it). The body
 * scrolls on its own.
 */
export function ArticleModal({ article, onClose }: ArticleModalProps) {
  const dialogRef = useModalDialog(article !== null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (article) closeRef.current?.focus();
  }, [article]);

  const closeDialog = () => dialogRef.current?.close();

  // The dialog has no padding, so a click whose target is the dialog itself landed on the backdrop.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) closeDialog();
  };

  return (
    <dialog
      ref={dialogRef}
      className="landing-modal"
      role="dialog"
      aria-modal="true"
      aria-labelledby="landing-modal-title"
      onClick={onDialogClick}
      // 'close' fires for every way out: the Close button, the overlay and Escape (cancel).
      onClose={onClose}
    >
      <div className="landing-modal-panel">
        <div className="landing-modal-header">
          <h2 id="landing-modal-title" className="landing-modal-title">
            Article Details
          </h2>
        </div>
        {article && (
          <div
            className="landing-modal-body"
            role="region"
            aria-labelledby="landing-modal-article-title"
            tabIndex={0}
          >
            <img
              className="landing-modal-image"
              src={article.image}
              alt={article.title}
              width={400}
              height={250}
            />
            <h3 id="landing-modal-article-title" className="landing-modal-article-title">
              {article.title}
            </h3>
            {article.description.split(/\n\s*\n/).map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="landing-modal-text">
                {paragraph}
              </p>
            ))}
          </div>
        )}
        <div className="landing-modal-footer">
          <button
            ref={closeRef}
            type="button"
            className="landing-button landing-button--primary"
            onClick={closeDialog}
          >
            Close
          </button>
        </div>
      </div>
      <DialogCloseButton />
    </dialog>
  );
}
