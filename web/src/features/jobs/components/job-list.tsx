import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { ListStates, type ListTexts } from '../../../components/list-states';
import { getSession } from '../../../lib/session';
import { jobsOf, type JobsPage } from '../api/jobs-api';
import { JobCard } from './job-card';

interface Props {
  /** One of the jobs lists, read (api/jobs-api.ts). */
  list: UseInfiniteQueryResult<InfiniteData<JobsPage, unknown>>;
  texts: ListTexts;
  /** A search or a filter is set (the empty list then says `texts.noMatch`). */
  narrowed?: boolean;
  /** The cards' heading level: 3 under a page's own section heading. */
  headingLevel?: 2 | 3;
}

/** A paged list of jobs as cards, in its states: loading, failure, empty and 'Load more'. */
export function JobList({ list, texts, narrowed = false, headingLevel = 2 }: Props) {
  const signedIn = Boolean(getSession());
  return (
    <ListStates
      list={list}
      items={jobsOf(list.data?.pages)}
      narrowed={narrowed}
      texts={texts}
      itemKey={(job) => job._id}
      renderItem={(job) => <JobCard job={job} signedIn={signedIn} headingLevel={headingLevel} />}
    />
  );
}
