import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { FilterControls } from '../../../components/filter-controls';
import { SearchBox } from '../../../components/search-box';
import { getSession } from '../../../lib/session';
import { useListSearch } from '../../../lib/use-list-search';
import { jobsListOptions } from '../api/jobs-api';
import { JOB_FILTERS } from '../job-filters';
import { JobAlertButton } from './job-alert-button';
import { JobList } from './job-list';
import '../jobs.css';

const TEXTS = { empty: 'No open jobs yet.', noMatch: 'No jobs match your search.', failure: { text: 'Failed to fetch jobs' } };

/** /jobs: the open jobs, newest first, searched by title and skill, filtered by type, workplace, city, skills and pay. */
export function JobsBoard() {
  const { typed, setTyped, filterText, setFilter, query, filters } = useListSearch(JOB_FILTERS);
  const list = useInfiniteQuery(jobsListOptions(query, filters));
  const signedIn = Boolean(getSession());
  return (
    <main className="page jobs-page">
      <div className="jobs-heading">
        <h1>Jobs</h1>
        {signedIn && <Link to="/jobs/saved">Saved jobs</Link>}
      </div>
      <div className="list-controls">
        <SearchBox value={typed} onChange={setTyped} placeholder="Search by title or skill" />
        <FilterControls filters={JOB_FILTERS} values={filterText} onChange={setFilter} />
      </div>
      <JobAlertButton signedIn={signedIn} query={query} filters={filters} />
      <JobList list={list} texts={TEXTS} narrowed={query !== '' || Object.keys(filters).length > 0} />
    </main>
  );
}
