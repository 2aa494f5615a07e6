import { describe, expect, it } from 'vitest';
import { AUTH_SCREENS } from '../features/auth/auth-screens';
import { CONTACT_FORM } from '../features/site/components/contact-form';
import { staticPageMarkups } from './static-page-markup';

// shells/<name>.html arrive with these in their root (web/build/pages.ts); the app draws the page
// over them once its route is in (app/render-app.tsx).
const FORM_PAGES = {
  signin: { heading: AUTH_SCREENS.signIn.title, button: AUTH_SCREENS.signIn.submit },
  signup: { heading: AUTH_SCREENS.signUp.title, button: AUTH_SCREENS.signUp.submit },
  'forgot-password': { heading: AUTH_SCREENS.forgotPassword.title, button: AUTH_SCREENS.forgotPassword.submit },
  'reset-password': { heading: AUTH_SCREENS.resetPassword.title, button: AUTH_SCREENS.resetPassword.submit },
  contactus: { heading: 'Contact Us', button: CONTACT_FORM.submit },
};

function drawn(markup: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = markup;
  return container;
}

describe('the public pages a first load arrives with, drawn at build time', () => {
  it.each(Object.entries(FORM_PAGES))(
    '%s: its header, heading and footer, its fields as placeholders with nothing to type into, its button waiting',
    async (name, page) => {
      const container = drawn((await staticPageMarkups())[name]!);
      expect(container.querySelector('header.site-header')).not.toBeNull();
      expect(container.querySelector('h1')).toHaveTextContent(page.heading);
      expect(container.querySelector('footer')).not.toBeNull();
      expect(container.querySelectorAll('input, textarea, select')).toHaveLength(0);
      expect(container.querySelector('[aria-busy="true"] [role="status"]')).toHaveTextContent('Loading...');
      const button = [...container.querySelectorAll('button')].find((element) => element.textContent === page.button);
      expect(button).toBeDisabled();
    },
  );

  it("draws the contact page's ways to reach the team whole beside the form's placeholders", async () => {
    const container = drawn((await staticPageMarkups()).contactus!);
    expect(container.querySelector('#contact-details-title')).toHaveTextContent('Contact details');
    expect(container.querySelector('.contact-form h2')).toHaveTextContent(CONTACT_FORM.title);
  });

  it('draws the page of the link proving an email as it is proving it, nothing to press', async () => {
    const container = drawn((await staticPageMarkups())['verify-email']!);
    expect(container.querySelector('header.site-header')).not.toBeNull();
    expect(container.querySelector('h1')).toHaveTextContent('Confirm your email');
    expect(container.querySelector('[aria-busy="true"] [role="status"]')).toHaveTextContent('Confirming your email...');
    expect(container.querySelectorAll('main button, main input')).toHaveLength(0);
  });

  it('draws a static page whole, its links real links', async () => {
    const container = drawn((await staticPageMarkups()).aboutus!);
    expect(container.querySelector('h1')).toHaveTextContent('About Us');
    expect(container.querySelector('a[href="/signup"]')).not.toBeNull();
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
  });
});
