import type { ComponentType } from 'react';
import type { AppRoutePath } from '../../shared/routes';
import { namedLoader } from '../lib/named-loader';

/** Loads a page's code and gives its component. */
export type PageLoader = () => Promise<ComponentType<object>>;

// How to load the page of each path of the shared route list; the type makes a missing page an
// error, so the server and the client cannot disagree about which paths exist. The routes load
// a page before they change to it (routes.tsx). Access rules (signed in, admin) come
// from the route list too: see router.tsx.
export const pages: Record<AppRoutePath, PageLoader> = {
  '/': namedLoader(() => import('../features/landing/landing-page'), 'LandingPage'),
  '/original-homepage': namedLoader(
    () => import('../features/landing/landing-page'),
    'OriginalLandingPage',
  ),
  '/checklist': namedLoader(() => import('../features/checklist/checklist-page'), 'ChecklistPage'),
  '/checklist/thank-you': namedLoader(
    () => import('../features/checklist/checklist-thank-you-page'),
    'ChecklistThankYouPage',
  ),
  '/checklist/print': namedLoader(
    () => import('../features/checklist/printable-checklist-page'),
    'PrintableChecklistPage',
  ),
  '/membership-upsell': namedLoader(
    () => import('../features/purchase/membership-upsell-page'),
    'MembershipUpsellPage',
  ),
  '/influencer-list': namedLoader(
    () => import('../features/influencers/influencer-list-page'),
    'InfluencerListPage',
  ),
  '/logo-showcase': namedLoader(
    () => import('../features/brand-assets/logo-showcase-page'),
    'LogoShowcasePage',
  ),
  '/social-media-logo': namedLoader(
    () => import('../features/brand-assets/social-media-logo-page'),
    'SocialMediaLogoPage',
  ),
  '/premium-subscription-access': namedLoader(
    () => import('../features/purchase/premium-subscription-access-page'),
    'PremiumSubscriptionAccessPage',
  ),
  '/terms-of-service': namedLoader(
    () => import('../features/legal/terms-of-service-page'),
    'TermsOfServicePage',
  ),
  '/privacy-policy': namedLoader(
    () => import('../features/legal/privacy-policy-page'),
    'PrivacyPolicyPage',
  ),
  '/login': namedLoader(() => import('../features/auth/login-page'), 'LoginPage'),
  '/signup': namedLoader(() => import('../features/auth/sign-up-page'), 'SignUpPage'),
  '/signup-premium': namedLoader(
    () => import('../features/auth/premium-sign-up-page'),
    'PremiumSignUpPage',
  ),
  '/mfa': namedLoader(() => import('../features/auth/mfa-page'), 'MfaPage'),
  '/forgot-password': namedLoader(
    () => import('../features/auth/forgot-password-page'),
    'ForgotPasswordPage',
  ),
  '/forgot-password/sent': namedLoader(
    () => import('../features/auth/forgot-password-page'),
    'ForgotPasswordSentPage',
  ),
  '/reset-password': namedLoader(
    () => import('../features/auth/reset-password-page'),
    'ResetPasswordPage',
  ),
  '/admin-login': namedLoader(() => import('../features/auth/admin-login-page'), 'AdminLoginPage'),
  '/join': namedLoader(() => import('../features/join/join-page'), 'JoinPage'),
  '/unsubscribe': namedLoader(
    () => import('../features/unsubscribe/unsubscribe-page'),
    'UnsubscribePage',
  ),
  '/demo': namedLoader(() => import('../features/demo/demo-page'), 'DemoPage'),
  '/app': namedLoader(() => import('../features/tasks/dashboard-page'), 'DashboardPage'),
  '/shape-plan': namedLoader(
    () => import('../features/plan-questions/plan-questions-page'),
    'PlanQuestionsPage',
  ),
  '/profile': namedLoader(() => import('../features/account/profile-page'), 'ProfilePage'),
  '/family': namedLoader(() => import('../features/family/family-page'), 'FamilyPage'),
  '/care-profile': namedLoader(
    () => import('../features/care/care-profile-page'),
    'CareProfilePage',
  ),
  '/emergency-sheet': namedLoader(
    () => import('../features/emergency-sheet/emergency-sheet-page'),
    'EmergencySheetPage',
  ),
  '/calendar': namedLoader(() => import('../features/calendar/calendar-page'), 'CalendarPage'),
  '/recently-deleted': namedLoader(
    () => import('../features/recently-deleted/recently-deleted-page'),
    'RecentlyDeletedPage',
  ),
  '/upgrade-premium': namedLoader(
    () => import('../features/account/upgrade-premium-page'),
    'UpgradePremiumPage',
  ),
  '/community': namedLoader(() => import('../features/community/community-page'), 'CommunityPage'),
  '/community-access': namedLoader(
    () => import('../features/community/community-access-page'),
    'CommunityAccessPage',
  ),
  '/audit-logs': namedLoader(
    () => import('../features/audit-log/audit-logs-page'),
    'AuditLogsPage',
  ),
  '/admin': namedLoader(() => import('../features/admin/admin-page'), 'AdminPage'),
  '/admin/release-notes': namedLoader(
    () => import('../features/admin/release-notes-page'),
    'ReleaseNotesPage',
  ),
};

export const loadNotFoundPage: PageLoader = namedLoader(
  () => import('../features/not-found/not-found-page'),
  'NotFoundPage',
);
