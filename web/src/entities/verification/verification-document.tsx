import { PrivateFileButton } from '../../components/private-file-button';
import type { Verification } from '../../types/api';
import './verification-document.css';

/** GET (its requester and the moderators) and PUT (its requester, while it waits) of a badge request's document. */
export const verificationDocumentPath = (id: string) => `/api/verifications/${encodeURIComponent(id)}/document`;

/** A badge request's document (a certificate or letter) as a download, when it has one. */
export function VerificationDocumentButton({ request }: { request: Verification }) {
  if (!request.document) return null;
  return (
    <PrivateFileButton path={verificationDocumentPath(request._id)} file={request.document} what="document" className="verification-document">
      {request.document.name}
    </PrivateFileButton>
  );
}
