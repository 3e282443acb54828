import type { AppRoutePath } from '../../shared/routes';
import { type LazyPage, lazyPage } from './lazy-page';

// One lazily loaded page per path of the shared route list; the type makes a missing page an
// error, so the server and the client cannot disagree about which paths exist. Access rules
// (signed in, admin) come from the route list too: see router.tsx.
export const pages: Record<AppRoutePath, LazyPage> = {
  '/': lazyPage(() => import('../features/landing/landing-page'), 'LandingPage'),
  '/original-homepage': lazyPage(
    () => import('../features/landing/landing-page'),
    'OriginalLandingPage',
  ),
  '/checklist': lazyPage(() => import('../features/checklist/checklist-page'), 'ChecklistPage'),
  '/checklist/thank-you': lazyPage(
    () => import('../features/checklist/checklist-thank-you-page'),
    'ChecklistThankYouPage',
  ),
  '/checklist/print': lazyPage(
    () => import('../features/checklist/printable-checklist-page'),
    'PrintableChecklistPage',
  ),
  '/membership-upsell': lazyPage(
    () => import('../features/purchase/membership-upsell-page'),
    'MembershipUpsellPage',
  ),
  '/influencer-list': lazyPage(
    () => import('../features/influencers/influencer-list-page'),
    'InfluencerListPage',
  ),
  '/logo-showcase': lazyPage(
    () => import('../features/brand-assets/logo-showcase-page'),
    'LogoShowcasePage',
  ),
  '/social-media-logo': lazyPage(
    () => import('../features/brand-assets/social-media-logo-page'),
    'SocialMediaLogoPage',
  ),
  '/premium-subscription-access': lazyPage(
    () => import('../features/purchase/premium-subscription-access-page'),
    'PremiumSubscriptionAccessPage',
  ),
  '/terms-of-service': lazyPage(
    () => import('../features/legal/terms-of-service-page'),
    'TermsOfServicePage',
  ),
  '/privacy-policy': lazyPage(
    () => import('../features/legal/privacy-policy-page'),
    'PrivacyPolicyPage',
  ),
  '/login': lazyPage(() => import('../features/auth/login-page'), 'LoginPage'),
  '/signup': lazyPage(() => import('../features/auth/sign-up-page'), 'SignUpPage'),
  '/signup-premium': lazyPage(
    () => import('../features/auth/premium-sign-up-page'),
    'PremiumSignUpPage',
  ),
  '/mfa': lazyPage(() => import('../features/auth/mfa-page'), 'MfaPage'),
  '/admin-login': lazyPage(() => import('../features/auth/admin-login-page'), 'AdminLoginPage'),
  '/join': lazyPage(() => import('../features/join/join-page'), 'JoinPage'),
  '/unsubscribe': lazyPage(
    () => import('../features/unsubscribe/unsubscribe-page'),
    'UnsubscribePage',
  ),
  '/demo': lazyPage(() => import('../features/demo/demo-page'), 'DemoPage'),
  '/app': lazyPage(() => import('../features/tasks/dashboard-page'), 'DashboardPage'),
  '/profile': lazyPage(() => import('../features/account/profile-page'), 'ProfilePage'),
  '/family': lazyPage(() => import('../features/family/family-page'), 'FamilyPage'),
  '/calendar': lazyPage(() => import('../features/calendar/calendar-page'), 'CalendarPage'),
  '/upgrade-premium': lazyPage(
    () => import('../features/account/upgrade-premium-page'),
    'UpgradePremiumPage',
  ),
  '/community': lazyPage(() => import('../features/community/community-page'), 'CommunityPage'),
  '/community-access': lazyPage(
    () => import('../features/community/community-access-page'),
    'CommunityAccessPage',
  ),
  '/audit-logs': lazyPage(() => import('../features/audit-log/audit-logs-page'), 'AuditLogsPage'),
  '/admin': lazyPage(() => import('../features/admin/admin-page'), 'AdminPage'),
  '/admin/release-notes': lazyPage(
    () => import('../features/admin/release-notes-page'),
    'ReleaseNotesPage',
  ),
};

export const NotFoundPage = lazyPage(
  () => import('../features/not-found/not-found-page'),
  'NotFoundPage',
);
