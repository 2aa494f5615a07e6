/**
 * One line saying why something failed. A refused connection to a name with several addresses is
 * an AggregateError without a message of its own, so the reason is looked for inside it too.
 */
export function errorText(error: unknown, depth = 0): string {
  if (!(error instanceof Error)) return String(error);
  if (error.message) return error.message;
  const { code, errors, cause } = error as Error & { code?: unknown; errors?: unknown };
  if (depth < 3) {
    const inner = Array.isArray(errors) ? errors[0] : cause;
    if (inner !== undefined) return errorText(inner, depth + 1);
  }
  return typeof code === 'string' ? code : error.name;
}
