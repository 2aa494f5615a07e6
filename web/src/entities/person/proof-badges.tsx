import { VerifiedBadge } from '../../components/verified-badge';
import type { Badge } from '../../types/api';
import './proof-badges.css';

interface Props {
  badges?: readonly Badge[];
  /** The spec's flag: with no badge to name, an operator's verification (`npm run admin -- verify`) still shows. */
  verified?: boolean;
}

/**
 * What was proven about a person or a startup (DESIGN §7.4), one labelled chip per badge:
 * 'Verified investor · SEBI-registered', 'Work email · acme.in', 'DPIIT-recognised'.
 */
export function ProofBadges({ badges, verified }: Props) {
  if (!badges?.length) return <VerifiedBadge verified={verified} />;
  return (
    <span className="proof-badges">
      {badges.map((badge) => (
        <span key={`${badge.kind}:${badge.label}`} className={`verified-badge proof-badge proof-badge-${badge.kind}`}>
          <span aria-hidden="true">✔</span> <span className="proof-badge-label">{badge.label}</span>
        </span>
      ))}
    </span>
  );
}
