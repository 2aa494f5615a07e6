import { Avatar } from '../components/avatar';
import { SearchInput } from '../features/search/components/search-input';
import { holdStandInTap } from '../lib/held-tap';
import './top-bar.css';

/**
 * The top bar as the first paint draws it, before the app runs (app/signed-in-pending.tsx): the same
 * size as the live one (app/top-bar.tsx), its box a plain form to /search, no one's picture yet.
 * A tap on the menu's picture opens the menu once it is drawn.
 */
/** The avatar menu's name for a tap on its stand-in. */
export const AVATAR_MENU = 'avatar-menu';

export function TopBarShell() {
  return (
    <div className="top-bar">
      <form className="search-combobox" role="search" aria-label="Search everywhere" action="/search">
        <SearchInput aria-label="Search everywhere" />
      </form>
      <div className="avatar-menu-nav avatar-menu" aria-hidden="true">
        <span className="avatar-menu-button" onClick={() => holdStandInTap(AVATAR_MENU)}>
          <Avatar name="" size={32} decorative />
        </span>
      </div>
    </div>
  );
}
