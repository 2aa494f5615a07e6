import { Avatar } from '../../../components/avatar';
import { VerifiedBadge } from '../../../components/verified-badge';
import { profileName } from '../../../lib/profile-text';
import type { Uploader } from '../api/content-types';

/** The uploader's picture, name and (when verified) badge at the top of a card. */
export function UploaderLine({ uploader }: { uploader: Uploader | null }) {
  const name = uploader ? profileName(uploader) : 'Unknown User';
  return (
    <div className="content-uploader">
      <Avatar src={uploader?.profiledetails?.profilePic} name={name} size={40} />
      <span className="content-uploader-name">{name}</span>
      <VerifiedBadge verified={uploader?.verified} />
    </div>
  );
}
