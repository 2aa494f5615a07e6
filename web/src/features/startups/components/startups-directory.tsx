import { Link } from '@tanstack/react-router';
import { FilterControls } from '../../../components/filter-controls';
import { SearchBox } from '../../../components/search-box';
import { getSession } from '../../../lib/session';
import { useListSearch } from '../../../lib/use-list-search';
import { STARTUP_FILTERS } from '../startup-filters';
import { StartupList } from './startup-list';
import '../startups.css';

/** /startups: every startup, searched by name and one-liner, filtered by sector, stage and city. */
export function StartupsDirectory() {
  const { typed, setTyped, filterText, setFilter, query, filters } = useListSearch(STARTUP_FILTERS);
  const canCreate = getSession()?.role === 'Hustler';
  return (
    <main className="page startups-page">
      <div className="startups-heading">
        <h1>Startups</h1>
        {canCreate && (
          <Link to="/startups/new" className="button-primary">
            Create a startup
          </Link>
        )}
      </div>
      <div className="list-controls">
        <SearchBox value={typed} onChange={setTyped} placeholder="Search startups" />
        <FilterControls filters={STARTUP_FILTERS} values={filterText} onChange={setFilter} />
      </div>
      <StartupList query={query} filters={filters} />
    </main>
  );
}
