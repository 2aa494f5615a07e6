import type { PendingField } from '../../components/form-pending';

export interface AuthScreen {
  /** The heading's id, which names the form. */
  id: string;
  title: string;
  lead: string;
  /** The form's fields, which its shell draws as placeholders (AuthCardPending). */
  fields: readonly PendingField[];
  /** A link between the fields and the button (sign-in's 'Forgot password?'). */
  linkUnderFields?: boolean;
  /** The submit button's label. */
  submit: string;
}

/** The auth screens' headings and leads, which the screen and its first-paint shell both show. */
export const AUTH_SCREENS = {
  signIn: {
    id: 'signin-title',
    title: 'Welcome back',
    lead: 'Sign in to pitch, connect and grow with StartupSetu.',
    fields: ['line', 'line'],
    linkUnderFields: true,
    submit: 'Sign In',
  },
  signUp: {
    id: 'signup-title',
    title: 'Create your account',
    lead: "Join StartupSetu for free and start building with India's startup community.",
    fields: ['line', 'line', 'select', 'check'],
    submit: 'Sign Up',
  },
  forgotPassword: {
    id: 'forgot-title',
    title: 'Forgot your password?',
    lead: 'Enter the email you signed up with and we will send you a link to choose a new password.',
    fields: ['line'],
    submit: 'Send Reset Link',
  },
  resetPassword: {
    id: 'reset-title',
    title: 'Choose a new password',
    lead: '8 to 128 characters, not your email and not a common password.',
    fields: ['line'],
    submit: 'Reset Password',
  },
} satisfies Record<string, AuthScreen>;
