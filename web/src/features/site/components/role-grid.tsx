import { roleStories } from '../data/roles';

/** The four roles as cards; `detailed` adds what each role can do (Services). */
export function RoleGrid({ detailed = false }: { detailed?: boolean }) {
  return (
    <ul className="site-grid">
      {roleStories.map((role) => (
        <li key={role.name} className="site-card">
          <h3 className="site-card-title">{role.name}</h3>
          <p className="site-card-tagline">{role.tagline}</p>
          <p>{role.description}</p>
          {detailed && (
            <ul className="site-checklist" aria-label={`What a ${role.name} can do`}>
              {role.offers.map((offer) => (
                <li key={offer}>{offer}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
