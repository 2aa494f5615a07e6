import type { ReactNode } from 'react';
import './form-pending.css';

/** A field's shape: a one-line input, a select, a box for longer text, or a checkbox with its label beside it. */
export type PendingField = 'line' | 'select' | 'text' | 'check';

interface Props {
  /** The form's fields, in order. */
  fields: readonly PendingField[];
  /** What follows the fields (the form's button, its links' lines), drawn in the form's own classes. */
  children?: ReactNode;
}

/**
 * A form's fields while its code comes: a grey label and box for each at the size of the real ones,
 * so the form arrives without moving what is around it. It has no input a visitor could type into
 * and lose.
 */
export function FormPending({ fields, children }: Props) {
  return (
    <div aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading...
      </p>
      <div aria-hidden="true">
        {fields.map((field, index) => (
          <div key={index} className="field">
            {field !== 'check' && <span className="form-pending-label" />}
            <span className={`form-pending-box form-pending-${field}`} />
          </div>
        ))}
        {children}
      </div>
    </div>
  );
}

/** A line of text (a link under a form) while it comes, one line high in the paragraph that holds it. */
export function PendingText() {
  return <span className="form-pending-words" />;
}
