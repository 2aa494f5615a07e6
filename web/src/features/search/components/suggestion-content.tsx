import { Avatar } from '../../../components/avatar';
import type { Suggestion } from '../suggestions';

/** What a suggestion shows: a person's picture, name and role; a post's title and kind; or 'See all results'. */
export function SuggestionContent({ suggestion }: { suggestion: Suggestion }) {
  return (
    <>
      {suggestion.kind === 'people' && <Avatar src={suggestion.picture} name={suggestion.title} size={32} decorative />}
      <span className="search-result-text">
        <span className={suggestion.kind === 'all' ? 'search-see-all' : 'search-result-title'}>{suggestion.title}</span>
        {suggestion.meta && <span className="search-result-meta">{suggestion.meta}</span>}
      </span>
    </>
  );
}
