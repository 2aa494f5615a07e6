import { SearchCombobox } from '../features/search/components/search-combobox';
import { AvatarMenu } from './avatar-menu';
import './top-bar.css';

/** Above every signed-in page (DESIGN §6.8): search everywhere, and the avatar menu. */
export function TopBar() {
  return (
    <div className="top-bar">
      <SearchCombobox />
      <nav className="avatar-menu-nav" aria-label="Account">
        <AvatarMenu />
      </nav>
    </div>
  );
}
