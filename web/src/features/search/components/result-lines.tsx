import type { ContentHit, SearchKind, SearchReply } from '@startupsetu/server-core/contract/search-schemas';
import { Avatar } from '../../../components/avatar';
import { PathLink, PersonLink } from '../../../entities/person/person-link';
import { ProofBadges } from '../../../entities/person/proof-badges';
import { roleName } from '../../../entities/person/person-fields';
import { profileName } from '../../../entities/person/profile-text';
import { contentHref } from '../search-links';

type Person = SearchReply['people'][number];

/** A person found: their picture, name and role, to their profile. */
export function PersonResult({ person }: { person: Person }) {
  const name = profileName(person);
  return (
    <PersonLink userId={person._id} className="search-result">
      <Avatar src={person.profiledetails.profilePic} name={name} size={40} decorative />
      <span className="search-result-text">
        <span className="search-result-title">{name}</span>
        <span className="search-result-meta">
          {roleName(person.role)} <ProofBadges badges={person.badges} verified={person.verified} />
        </span>
      </span>
    </PersonLink>
  );
}

/** A video, blog or talk found: its title and who posted it, to where it is shown. */
export function ContentResult({ kind, hit }: { kind: Exclude<SearchKind, 'people'>; hit: ContentHit }) {
  const author = profileName(hit.uploadedBy);
  return (
    <PathLink href={contentHref(kind, hit._id)} className="search-result">
      <span className="search-result-text">
        <span className="search-result-title">{hit.title}</span>
        <span className="search-result-meta">by {author}</span>
      </span>
    </PathLink>
  );
}

/** A result of any kind. */
export function ResultLine({ kind, item }: { kind: SearchKind; item: Person | ContentHit }) {
  return kind === 'people' ? <PersonResult person={item as Person} /> : <ContentResult kind={kind} hit={item as ContentHit} />;
}
