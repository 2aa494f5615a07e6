import { REJECTION_REASON_LABELS } from '@startupsetu/server-core/contract/application-fields';
import { useId } from 'react';
import { Avatar } from '../../../components/avatar';
import { TimeAgo } from '../../../components/time-ago';
import { MessageLink, PersonLink } from '../../../entities/person/person-link';
import type { Application } from '../api/applications-api';
import { ApplicantActions } from './applicant-actions';
import { ResumeButton } from './resume-button';

/** Who applied, as the card names them. */
export const applicantName = (application: Application) => application.applicant.profiledetails.Username?.trim() || 'Applicant';

/** One applicant in the pipeline: who (to their profile), when, their note, their résumé, Message, and the moves. */
export function ApplicantCard({ application }: { application: Application }) {
  const nameId = useId();
  const { applicant } = application;
  const name = applicantName(application);
  const rejection = application.status === 'rejected' ? [...application.history].reverse().find((event) => event.status === 'rejected') : undefined;
  return (
    <article className="applicant-card" aria-labelledby={nameId}>
      <PersonLink userId={applicant._id} className="person-link applicant-person">
        <Avatar src={applicant.profiledetails.profilePic} name={name} size={40} decorative />
        <span id={nameId} className="applicant-name">
          {name}
        </span>
      </PersonLink>
      <p className="applicant-applied">
        Applied <TimeAgo dateTime={application.createdAt} />
      </p>
      {application.note && <p className="applicant-note">{application.note}</p>}
      {rejection?.reason && <p className="application-reason">Reason: {REJECTION_REASON_LABELS[rejection.reason]}</p>}
      {rejection?.note && <p className="application-note">Note sent: “{rejection.note}”</p>}
      <div className="applicant-actions">
        <ResumeButton application={application} />
        <MessageLink userId={applicant._id} className="applicant-message" />
      </div>
      <ApplicantActions application={application} applicantName={name} />
    </article>
  );
}
