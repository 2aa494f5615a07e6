import { useId, useState, type ChangeEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FieldError } from '../../../components/field-error';
import { errorText } from '../../../lib/api-client';
import { describedField } from '../../../lib/form-errors';
import type { Verification } from '../../../types/api';
import { myVerificationsKey, sendVerificationDocument } from '../api/verification-api';

// In the api's words for the same refusals (its 415 and 413).
export const DOCUMENT_WRONG_TYPE = 'Document must be a PDF, PNG or JPEG file';
export const DOCUMENT_TOO_LARGE = 'Document must be at most 5 MB';
const MAX_DOCUMENT_BYTES = 5 * 1024 * 1024;
const TYPES = ['application/pdf', 'image/png', 'image/jpeg'];

/** Why a chosen file cannot be sent as the document, or null. A file without a type is judged by its name. */
export function documentProblem(file: File): string | null {
  const known = file.type ? TYPES.includes(file.type) : /\.(pdf|png|jpe?g)$/i.test(file.name);
  if (!known) return DOCUMENT_WRONG_TYPE;
  if (file.size > MAX_DOCUMENT_BYTES) return DOCUMENT_TOO_LARGE;
  return null;
}

/** An investor's request waiting for a moderator: the certificate or letter it carries, sent as soon as it is chosen. */
export function VerificationDocumentPicker({ request }: { request: Verification }) {
  const id = useId();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: sendVerificationDocument,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myVerificationsKey }),
  });
  const [refused, setRefused] = useState<string | null>(null);
  const ids = { hint: `${id}-hint`, error: `${id}-error` };
  const failure = mutation.isError ? errorText(mutation.error, { failed: 'Could not send the document. Please try again.', network: 'You are offline. Connect to send the document.' }) : undefined;
  const problem = refused ?? failure;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    const reason = documentProblem(file);
    setRefused(reason);
    if (reason) mutation.reset();
    else mutation.mutate({ id: request._id, file });
    // Cleared, so that choosing the same file again (after a failure) sends it again.
    input.value = '';
  }

  return (
    <div className="field settings-verification-document">
      <label htmlFor={id}>{request.document ? 'Replace the document' : 'Add a document (optional)'}</label>
      <p id={ids.hint} className="field-hint">
        Your SEBI certificate or the network's letter: a PDF, PNG or JPEG of at most 5 MB. Only the moderators see it.
      </p>
      <input id={id} name="document" type="file" accept="application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg" disabled={mutation.isPending} onChange={choose} {...describedField(problem, ids)} />
      {mutation.isPending && <p role="status">Sending the document…</p>}
      {mutation.isSuccess && !mutation.isPending && (
        <p className="form-success" role="status">
          Document sent.
        </p>
      )}
      <FieldError id={ids.error} error={problem} live />
    </div>
  );
}
