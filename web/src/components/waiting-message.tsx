/** Spec §2: while a form is submitting, the screen is replaced by a waiting message. */
export function WaitingMessage({ text }: { text: string }) {
  return (
    <main className="page waiting" aria-busy="true">
      <div className="spinner" aria-hidden="true" />
      <div role="status">
        <h1 className="waiting-text">{text}</h1>
      </div>
    </main>
  );
}
