import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import './rail-card.css';

/** A card of the wide screen's right rail: a heading, its body, and a link to the page it summarises. */
export function RailCard({ title, more, children }: { title: string; more?: { to: string; label: string }; children: ReactNode }) {
  return (
    <section className="rail-card" aria-label={title}>
      <h2 className="rail-card-title">{title}</h2>
      {children}
      {more && (
        <Link to={more.to} className="rail-card-more">
          {more.label}
        </Link>
      )}
    </section>
  );
}
