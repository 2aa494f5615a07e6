interface Props {
  id: string;
  error: string | boolean | undefined;
  /**
   * Said at once (role=alert) for a problem found outside a submit, such as a refused file; a
   * submit moves the focus to the field instead, which reads the message through aria-describedby.
   */
  live?: boolean;
}

/** A field's error, under it, in the one style every form uses. */
export function FieldError({ id, error, live = false }: Props) {
  if (typeof error !== 'string' || !error) return null;
  return (
    <p id={id} className="field-error" role={live ? 'alert' : undefined}>
      {error}
    </p>
  );
}
