import { Avatar } from '../../../components/avatar';
import { TimeAgo } from '../../../components/time-ago';
import { PersonLink } from '../../../entities/person/person-link';
import { ProofBadges } from '../../../entities/person/proof-badges';
import { profileName } from '../../../entities/person/profile-text';
import type { Uploader } from '../api/content-types';

/** The uploader's picture and name (to their profile), what was proven about them, and when it was posted, at the top of a card. */
export function UploaderLine({ uploader, createdAt }: { uploader: Uploader | null; createdAt?: string }) {
  const name = uploader ? profileName(uploader) : 'Unknown User';
  return (
    <div className="content-uploader">
      {uploader ? (
        <>
          <PersonLink userId={uploader._id}>
            <Avatar src={uploader.profiledetails?.profilePic} name={name} size={40} />
          </PersonLink>
          <PersonLink userId={uploader._id} className="person-link content-uploader-name">
            {name}
          </PersonLink>
        </>
      ) : (
        <>
          <Avatar name={name} size={40} />
          <span className="content-uploader-name">{name}</span>
        </>
      )}
      <ProofBadges badges={uploader?.badges} verified={uploader?.verified} />
      <TimeAgo dateTime={createdAt} className="content-time" />
    </div>
  );
}
