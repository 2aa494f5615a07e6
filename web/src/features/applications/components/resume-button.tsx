import { PrivateFileButton } from '../../../components/private-file-button';
import { resumePath, type Application } from '../api/applications-api';

/** 'Résumé' (its download), saved as the file it was uploaded as. */
export function ResumeButton({ application }: { application: Application }) {
  return (
    <PrivateFileButton path={resumePath(application._id)} file={application.resume} what="résumé" className="applicant-resume">
      Résumé
    </PrivateFileButton>
  );
}
