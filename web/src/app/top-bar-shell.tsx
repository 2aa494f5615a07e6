import './top-bar.css';

/**
 * The top bar as the first paint draws it, before the app runs (app/signed-in-pending.tsx): the same
 * size as the live one (app/top-bar.tsx), its box a plain form to /search, no one's picture yet.
 */
export function TopBarShell() {
  return (
    <div className="top-bar">
      <form className="search-combobox" role="search" aria-label="Search everywhere" action="/search">
        <input
          className="search-combobox-input"
          type="search"
          name="q"
          aria-label="Search everywhere"
          placeholder="Search people, videos, blogs, talks"
          autoComplete="off"
        />
      </form>
      <div className="avatar-menu-nav avatar-menu" aria-hidden="true">
        <span className="avatar-menu-button">
          <span className="avatar avatar-empty" style={{ width: 32, height: 32 }} />
        </span>
      </div>
    </div>
  );
}
