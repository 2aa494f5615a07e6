import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi, type SentRequest } from '../../../testing/api-stub';
import { renderAtUrl, signInAs } from '../../../testing/render-ui';
import type { User } from '../../../types/api';
import { DiscoveryPage } from './discovery-page';
import { InvestorCard } from './investor-card';

// /FindInvestor by what founders look for (DESIGN §7.4): 'who writes ₹50 L cheques at Seed in
// fintech', in the page's URL; the cards keep the spec's texts and add the cheque range in ₹.

const PATH = '/api/userprofile/Investorprofile';

const investor = (id: string, Username: string, details: Partial<User['profiledetails']>): User => ({
  _id: id,
  role: 'Investor',
  verified: false,
  profiledetails: { Username, profilePic: null, ...details },
});

const KAVERI = investor('i1', 'Nandini Rao', {
  bio: 'Fintech for small towns',
  interestAreas: ['Tech and App Development'],
  explorationPreference: 7,
  excitement: 'Payments',
  firm: 'Kaveri Capital',
  chequeMin: 2_500_000,
  chequeMax: 10_000_000,
  stages: ['preSeed', 'seed'],
  sectors: ['Fintech'],
  cities: ['Pune'],
});
const SERIES_A = investor('i2', 'Chetan', { stages: ['seriesA'], sectors: ['SaaS'], chequeMin: 50_000_000 });

/** The server's filters, as the query asks. */
function findInvestors(request: SentRequest) {
  const stage = request.search.get('stage');
  const sector = request.search.get('sector');
  const cheque = request.search.get('cheque');
  const data = [KAVERI, SERIES_A].filter(({ profiledetails: d }) => {
    if (stage && !d.stages?.includes(stage as never)) return false;
    if (sector && !d.sectors?.includes(sector as never)) return false;
    if (cheque && !((d.chequeMin ?? 0) <= Number(cheque) && (d.chequeMax ?? Number(cheque)) >= Number(cheque))) return false;
    return true;
  });
  return { body: { success: true, data, nextCursor: null } };
}

/** The page as routes/find-investor.tsx draws it. */
function openInvestors(url = '/FindInvestor') {
  signInAs('me', 'Hustler');
  return renderAtUrl(
    <DiscoveryPage
      kind="investor"
      title="Investors Hall of Fame"
      texts={{ empty: 'No investors found yet!', failure: { heading: 'Oops! Something went wrong.', text: 'Failed to fetch profiles' } }}
      renderCard={(user) => <InvestorCard user={user} />}
    />,
    url,
  );
}

const cards = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);

describe('/FindInvestor filters', () => {
  it('filters by stage, sector and cheque size, keeping them in the URL and asking the server for them', async () => {
    const api = stubApi({ [`GET ${PATH}`]: findInvestors });
    const { user, router } = await openInvestors();
    await waitFor(() => expect(cards()).toEqual(['Nandini Rao', 'Chetan']));

    await user.selectOptions(screen.getByLabelText('Stage'), 'Seed');
    await user.selectOptions(screen.getByLabelText('Sector'), 'Fintech');
    await user.selectOptions(screen.getByLabelText('Cheque size'), '₹50 L');

    await waitFor(() => expect(cards()).toEqual(['Nandini Rao']));
    expect(router.state.location.search).toEqual({ stage: 'seed', sector: 'Fintech', cheque: '5000000' });
    const asked = api.to('GET', PATH).at(-1)!.search;
    expect([asked.get('stage'), asked.get('sector'), asked.get('cheque')]).toEqual(['seed', 'Fintech', '5000000']);
  });

  it('opens with the filters a shared link carries, and says when no investor matches', async () => {
    stubApi({ [`GET ${PATH}`]: findInvestors });
    await openInvestors('/FindInvestor?stage=seriesA&sector=Fintech&cheque=100000');
    expect(screen.getByLabelText('Stage')).toHaveValue('seriesA');
    expect(screen.getByLabelText('Cheque size')).toHaveValue('100000');
    expect(await screen.findByText('No investors found yet!')).toBeInTheDocument();
  });
});

describe('InvestorCard', () => {
  it("shows the spec's fields and button, then the firm, cheque range in ₹, stages, sectors and cities", async () => {
    stubApi({});
    signInAs('me', 'Hustler');
    await renderAtUrl(<InvestorCard user={KAVERI} />, '/FindInvestor');
    const card = screen.getByRole('article', { name: 'Nandini Rao' });
    expect(within(card).getByText('Fintech for small towns')).toBeInTheDocument();
    expect(within(card).getByText('Tech and App Development')).toBeInTheDocument();
    expect(within(card).getByText('7 / 10')).toBeInTheDocument();
    expect(within(card).getByText('Payments')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ignite Investor' })).toBeInTheDocument();
    expect(within(card).getByText('Kaveri Capital')).toBeInTheDocument();
    expect(within(card).getByText('₹25 L – ₹1 Cr')).toBeInTheDocument();
    expect(within(card).getByText('Pre-Seed')).toBeInTheDocument();
    expect(within(card).getByText('Seed')).toBeInTheDocument();
    expect(within(card).getByText('Pune')).toBeInTheDocument();
    const terms = within(card).getAllByRole('term').map((term) => term.textContent);
    expect(terms).toEqual(['Interest areas', 'Exploration preference', 'Excitement', 'Firm', 'Cheque size', 'Stages', 'Sectors', 'Cities']);
  });
});
