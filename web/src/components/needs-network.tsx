import { NEEDS_NETWORK_TEXT } from '../lib/drafts';
import { useOnline } from '../lib/online-status';

/** A form that needs the network says so while offline (what was typed is kept as a draft). */
export function NeedsNetwork() {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="form-error" role="status">
      {NEEDS_NETWORK_TEXT}
    </p>
  );
}
