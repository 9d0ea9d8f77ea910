/** Fixed texts of the account dialogs and their notices. */
const fallbackMessage = 'Something went wrong. Please try again.';

export const signUpTexts = {
  title: 'Create Your Account',
  description: 'Sign up to download study materials for your exam.',
  formLabel: 'Sign up',
  labels: {
    firstName: 'First Name',
    lastName: 'Last Name',
    username: 'Username',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    examType: 'Exam You Are Preparing For',
  },
  submit: 'Create Account',
  pending: 'Creating Account...',
  switchPrompt: 'Already have an account?',
  switchAction: 'Sign in',
  successTitle: 'Account Created Successfully!',
  successDescription: (brandName: string) => `Welcome to ${brandName}! You can now access exclusive study materials.`,
  failureTitle: 'Signup Failed',
  fallbackMessage,
} as const;

export const signInTexts = {
  title: 'Sign In',
  description: 'Welcome back! Sign in to reach your study materials.',
  formLabel: 'Sign in',
  labels: {
    username: 'Username or Email',
    password: 'Password',
  },
  submit: 'Sign In',
  pending: 'Signing In...',
  switchPrompt: 'New here?',
  switchAction: 'Create an account',
  successTitle: 'Welcome back!',
  successDescription: (firstName: string) => `You are signed in as ${firstName}.`,
  failureTitle: 'Sign In Failed',
  fallbackMessage,
} as const;

export const forgotPasswordTexts = {
  title: 'Reset Your Password',
  description: 'Enter the email address of your account and we will send you a link to choose a new password.',
  formLabel: 'Reset password',
  labels: { email: 'Email' },
  submit: 'Send Reset Link',
  pending: 'Sending...',
  sentTitle: 'Check your email',
  back: 'Back to sign in',
  failureTitle: 'The link could not be sent',
  fallbackMessage,
  /** On the sign-in dialog. */
  open: 'Forgot your password?',
} as const;

export const dialogLoadingTexts = {
  loading: 'Loading the form',
  failureTitle: 'The form could not be opened',
  failureDescription: 'Please check your connection and try again.',
} as const;
