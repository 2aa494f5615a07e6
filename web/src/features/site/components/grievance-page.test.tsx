import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../testing/render-ui';
import { GRIEVANCE_EMAIL, GRIEVANCE_OFFICER } from '../data/contact';
import { Grievance } from './grievance-page';
import { PrivacyPolicy } from './privacy-policy-page';

// India (DESIGN §7.4): the Grievance Officer's page, linked from the footer, and the privacy
// policy naming each right and where in the product it is used.

describe('/grievance', () => {
  it('names the officer and how to reach them, how to complain, the timelines and the appeal to the GAC', () => {
    renderUi(<Grievance />);
    expect(screen.getByRole('heading', { level: 1, name: 'Grievance Officer' })).toBeInTheDocument();
    const officer = screen.getByRole('region', { name: 'Our Grievance Officer' });
    expect(officer).toHaveTextContent(GRIEVANCE_OFFICER);
    expect(within(officer).getByRole('link', { name: GRIEVANCE_EMAIL })).toHaveAttribute('href', `mailto:${GRIEVANCE_EMAIL}`);
    expect(screen.getByRole('region', { name: 'How to complain' })).toHaveTextContent('the link to the profile, post, message or job');
    const timelines = screen.getByRole('region', { name: 'When you will hear from us' });
    expect(timelines).toHaveTextContent('We acknowledge your complaint within 24 hours.');
    expect(timelines).toHaveTextContent('We resolve it within 15 days');
    const appeal = screen.getByRole('region', { name: 'If you are not satisfied' });
    expect(appeal).toHaveTextContent('Grievance Appellate Committee');
    expect(within(appeal).getByRole('link', { name: 'https://gac.gov.in' })).toHaveAttribute('href', 'https://gac.gov.in');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Grievance Officer' })).toHaveAttribute('href', '/grievance');
  });
});

describe('/privacy-policy', () => {
  it('keeps its sections and names each right under Indian law and where it is used', () => {
    renderUi(<PrivacyPolicy />);
    for (const heading of ['Data We Collect', 'Your Rights', 'Contact Us']) expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    const rights = screen.getByRole('region', { name: 'Your Data Rights in India' });
    const items = within(rights)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items.map((text) => text?.split(':')[0])).toEqual(['Access', 'Correction', 'Erasure', 'Grievance', 'Nominee']);
    expect(rights).toHaveTextContent('Settings → Your data');
    expect(rights).toHaveTextContent('Update profile');
    expect(rights).toHaveTextContent('Settings → Delete account');
    expect(rights).toHaveTextContent('/grievance');
    expect(rights).toHaveTextContent(`by writing to the Grievance Officer at ${GRIEVANCE_EMAIL}`);
  });
});
