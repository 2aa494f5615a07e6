import { describe, expect, it } from 'vitest';
import { evidenceLines } from './verification-words';

describe('evidenceLines', () => {
  it("names an investor's registration and portfolio, and leaves out what was not given", () => {
    expect(
      evidenceLines({ kind: 'investor', evidence: { basis: 'sebi', registrationNumber: 'IN/AIF1/20-21/0812', url: 'https://fund.example.in', portfolio: ['Krishi Setu', 'Dabba'] } }),
    ).toEqual([
      { label: 'SEBI registration number', value: 'IN/AIF1/20-21/0812' },
      { label: 'Portfolio', value: 'Krishi Setu, Dabba' },
    ]);
    expect(evidenceLines({ kind: 'investor', evidence: { basis: 'angel-network', network: 'Mumbai Angels', portfolio: [] } })).toEqual([
      { label: 'Angel network', value: 'Mumbai Angels' },
    ]);
  });

  it("names a startup's DPIIT number and its domain address", () => {
    expect(evidenceLines({ kind: 'startup', evidence: { startup: 'badge-co', dpiitNumber: 'DIPP12345', domainEmail: 'a@badgeco.in' } })).toEqual([
      { label: 'Startup', value: 'badge-co' },
      { label: 'DPIIT number', value: 'DIPP12345' },
      { label: 'Address at its domain', value: 'a@badgeco.in' },
    ]);
  });
});
