import type { ComponentType } from 'react';
import type { IslandName } from '../components/island';
import { namedLoader } from '../lib/named-loader';

/**
 * The component each island hydrates (components/island.tsx, record 061), loaded by
 * content-page.ts only on a page that has it. It is rendered with no props: what it needs from the
 * server (a refused post) is in the page.
 */
export const islands: Record<IslandName, () => Promise<ComponentType>> = {
  checklist: namedLoader(() => import('../features/checklist/components/lead-card'), 'LeadCard'),
  login: namedLoader(() => import('../features/auth/login-page'), 'LoginForm'),
  signup: namedLoader(() => import('../features/auth/sign-up-page'), 'SignUpForm'),
  'signup-premium': namedLoader(
    () => import('../features/auth/premium-sign-up-page'),
    'PremiumSignUpForm',
  ),
  'admin-login': namedLoader(() => import('../features/auth/admin-login-page'), 'AdminLoginForm'),
  'forgot-password': namedLoader(
    () => import('../features/auth/forgot-password-page'),
    'ForgotPasswordForm',
  ),
};
