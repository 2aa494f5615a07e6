import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProofBadges } from './proof-badges';

describe('ProofBadges', () => {
  it('names what each badge proved, readable as text', () => {
    const { container } = render(
      <ProofBadges
        verified
        badges={[
          { kind: 'investor', label: 'Verified investor · SEBI-registered' },
          { kind: 'person', label: 'Work email · acme.in' },
        ]}
      />,
    );
    expect(screen.getByText('Verified investor · SEBI-registered')).toBeInTheDocument();
    expect(screen.getByText('Work email · acme.in')).toBeInTheDocument();
    // The operator's bare mark is not shown beside badges that say more.
    expect(screen.queryByText(/^✔ Verified$/)).not.toBeInTheDocument();
    expect(container.querySelectorAll('.proof-badge')).toHaveLength(2);
  });

  it("falls back to the operator's verified mark when nothing more was proven", () => {
    render(<ProofBadges verified badges={[]} />);
    expect(screen.getByText('✔ Verified')).toBeInTheDocument();
  });

  it('shows nothing for a person neither verified nor with a badge', () => {
    const { container } = render(<ProofBadges verified={false} />);
    expect(container).toBeEmptyDOMElement();
  });
});
