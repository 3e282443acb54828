import type { AppRoutePath } from '../../shared/routes';
import { type LazyNamed, lazyNamed } from '../lib/lazy-named';

// One lazily loaded page per path of the shared route list; the type makes a missing page an
// error, so the server and the client cannot disagree about which paths exist. Access rules
// (signed in, admin) come from the route list too: see router.tsx.
export const pages: Record<AppRoutePath, LazyNamed<object>> = {
  '/': lazyNamed(() => import('../features/landing/landing-page'), 'LandingPage'),
  '/original-homepage': lazyNamed(
    () => import('../features/landing/landing-page'),
    'OriginalLandingPage',
  ),
  '/checklist': lazyNamed(() => import('../features/checklist/checklist-page'), 'ChecklistPage'),
  '/checklist/thank-you': lazyNamed(
    () => import('../features/checklist/checklist-thank-you-page'),
    'ChecklistThankYouPage',
  ),
  '/checklist/print': lazyNamed(
    () => import('../features/checklist/printable-checklist-page'),
    'PrintableChecklistPage',
  ),
  '/membership-upsell': lazyNamed(
    () => import('../features/purchase/membership-upsell-page'),
    'MembershipUpsellPage',
  ),
  '/influencer-list': lazyNamed(
    () => import('../features/influencers/influencer-list-page'),
    'InfluencerListPage',
  ),
  '/logo-showcase': lazyNamed(
    () => import('../features/brand-assets/logo-showcase-page'),
    'LogoShowcasePage',
  ),
  '/social-media-logo': lazyNamed(
    () => import('../features/brand-assets/social-media-logo-page'),
    'SocialMediaLogoPage',
  ),
  '/premium-subscription-access': lazyNamed(
    () => import('../features/purchase/premium-subscription-access-page'),
    'PremiumSubscriptionAccessPage',
  ),
  '/terms-of-service': lazyNamed(
    () => import('../features/legal/terms-of-service-page'),
    'TermsOfServicePage',
  ),
  '/privacy-policy': lazyNamed(
    () => import('../features/legal/privacy-policy-page'),
    'PrivacyPolicyPage',
  ),
  '/login': lazyNamed(() => import('../features/auth/login-page'), 'LoginPage'),
  '/signup': lazyNamed(() => import('../features/auth/sign-up-page'), 'SignUpPage'),
  '/signup-premium': lazyNamed(
    () => import('../features/auth/premium-sign-up-page'),
    'PremiumSignUpPage',
  ),
  '/mfa': lazyNamed(() => import('../features/auth/mfa-page'), 'MfaPage'),
  '/admin-login': lazyNamed(() => import('../features/auth/admin-login-page'), 'AdminLoginPage'),
  '/join': lazyNamed(() => import('../features/join/join-page'), 'JoinPage'),
  '/unsubscribe': lazyNamed(
    () => import('../features/unsubscribe/unsubscribe-page'),
    'UnsubscribePage',
  ),
  '/demo': lazyNamed(() => import('../features/demo/demo-page'), 'DemoPage'),
  '/app': lazyNamed(() => import('../features/tasks/dashboard-page'), 'DashboardPage'),
  '/profile': lazyNamed(() => import('../features/account/profile-page'), 'ProfilePage'),
  '/family': lazyNamed(() => import('../features/family/family-page'), 'FamilyPage'),
  '/calendar': lazyNamed(() => import('../features/calendar/calendar-page'), 'CalendarPage'),
  '/upgrade-premium': lazyNamed(
    () => import('../features/account/upgrade-premium-page'),
    'UpgradePremiumPage',
  ),
  '/community': lazyNamed(() => import('../features/community/community-page'), 'CommunityPage'),
  '/community-access': lazyNamed(
    () => import('../features/community/community-access-page'),
    'CommunityAccessPage',
  ),
  '/audit-logs': lazyNamed(() => import('../features/audit-log/audit-logs-page'), 'AuditLogsPage'),
  '/admin': lazyNamed(() => import('../features/admin/admin-page'), 'AdminPage'),
  '/admin/release-notes': lazyNamed(
    () => import('../features/admin/release-notes-page'),
    'ReleaseNotesPage',
  ),
};

export const NotFoundPage = lazyNamed(
  () => import('../features/not-found/not-found-page'),
  'NotFoundPage',
);
