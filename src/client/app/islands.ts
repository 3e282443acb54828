import type { ComponentType } from 'react';
import type { IslandName } from '../components/island';
import { featureLoader } from './feature-loader';

/**
 * The component each island hydrates (components/island.tsx, record 061), loaded by
 * content-page.ts only on a page that has it. It is rendered with no props: what it needs from the
 * server (a refused post) is in the page.
 */
export const islands: Record<IslandName, () => Promise<ComponentType>> = {
  checklist: featureLoader(
    'checklist',
    () => import('../features/checklist/components/lead-card'),
    'LeadCard',
  ),
  login: featureLoader('auth', () => import('../features/auth/login-page'), 'LoginForm'),
  signup: featureLoader('auth', () => import('../features/auth/sign-up-page'), 'SignUpForm'),
  'signup-premium': featureLoader(
    'auth',
    () => import('../features/auth/premium-sign-up-page'),
    'PremiumSignUpForm',
  ),
  'admin-login': featureLoader(
    'auth',
    () => import('../features/auth/admin-login-page'),
    'AdminLoginForm',
  ),
  'forgot-password': featureLoader(
    'auth',
    () => import('../features/auth/forgot-password-page'),
    'ForgotPasswordForm',
  ),
};
