import type { ComponentType } from 'react';
import type { AppRoutePath } from '../../shared/routes';
import { featureLoader } from './feature-loader';

/** Loads a page's code and gives its component. */
export type PageLoader = () => Promise<ComponentType<object>>;

// How to load the page of each path of the shared route list; the type makes a missing page an
// error, so the server and the client cannot disagree about which paths exist. The routes load
// a page before they change to it (routes.tsx). Access rules (signed in, admin) come
// from the route list too: see router.tsx.
export const pages: Record<AppRoutePath, PageLoader> = {
  '/': featureLoader('landing', () => import('../features/landing/landing-page'), 'LandingPage'),
  '/original-homepage': featureLoader(
    'landing',
    () => import('../features/landing/landing-page'),
    'OriginalLandingPage',
  ),
  '/checklist': featureLoader(
    'checklist',
    () => import('../features/checklist/checklist-page'),
    'ChecklistPage',
  ),
  '/checklist/thank-you': featureLoader(
    'checklist',
    () => import('../features/checklist/checklist-thank-you-page'),
    'ChecklistThankYouPage',
  ),
  '/checklist/print': featureLoader(
    'checklist',
    () => import('../features/checklist/printable-checklist-page'),
    'PrintableChecklistPage',
  ),
  '/membership-upsell': featureLoader(
    'purchase',
    () => import('../features/purchase/membership-upsell-page'),
    'MembershipUpsellPage',
  ),
  '/influencer-list': featureLoader(
    'influencers',
    () => import('../features/influencers/influencer-list-page'),
    'InfluencerListPage',
  ),
  '/logo-showcase': featureLoader(
    'brand-assets',
    () => import('../features/brand-assets/logo-showcase-page'),
    'LogoShowcasePage',
  ),
  '/social-media-logo': featureLoader(
    'brand-assets',
    () => import('../features/brand-assets/social-media-logo-page'),
    'SocialMediaLogoPage',
  ),
  '/premium-subscription-access': featureLoader(
    'purchase',
    () => import('../features/purchase/premium-subscription-access-page'),
    'PremiumSubscriptionAccessPage',
  ),
  '/terms-of-service': featureLoader(
    'legal',
    () => import('../features/legal/terms-of-service-page'),
    'TermsOfServicePage',
  ),
  '/privacy-policy': featureLoader(
    'legal',
    () => import('../features/legal/privacy-policy-page'),
    'PrivacyPolicyPage',
  ),
  '/login': featureLoader('auth', () => import('../features/auth/login-page'), 'LoginPage'),
  '/signup': featureLoader('auth', () => import('../features/auth/sign-up-page'), 'SignUpPage'),
  '/signup-premium': featureLoader(
    'auth',
    () => import('../features/auth/premium-sign-up-page'),
    'PremiumSignUpPage',
  ),
  '/mfa': featureLoader('auth', () => import('../features/auth/mfa-page'), 'MfaPage'),
  '/forgot-password': featureLoader(
    'auth',
    () => import('../features/auth/forgot-password-page'),
    'ForgotPasswordPage',
  ),
  '/forgot-password/sent': featureLoader(
    'auth',
    () => import('../features/auth/forgot-password-page'),
    'ForgotPasswordSentPage',
  ),
  '/reset-password': featureLoader(
    'auth',
    () => import('../features/auth/reset-password-page'),
    'ResetPasswordPage',
  ),
  '/admin-login': featureLoader(
    'auth',
    () => import('../features/auth/admin-login-page'),
    'AdminLoginPage',
  ),
  '/join': featureLoader('join', () => import('../features/join/join-page'), 'JoinPage'),
  '/unsubscribe': featureLoader(
    'unsubscribe',
    () => import('../features/unsubscribe/unsubscribe-page'),
    'UnsubscribePage',
  ),
  // With its language's starters, so it hydrates without waiting on them (demo-starters.ts).
  '/demo': featureLoader(
    'demo',
    () =>
      import('../features/demo/demo-page').then(async (page) => {
        await page.loadStartersOfThisPage();
        return page;
      }),
    'DemoPage',
  ),
  '/app': featureLoader('tasks', () => import('../features/tasks/dashboard-page'), 'DashboardPage'),
  '/shape-plan': featureLoader(
    'plan-questions',
    () => import('../features/plan-questions/plan-questions-page'),
    'PlanQuestionsPage',
  ),
  '/profile': featureLoader(
    'account',
    () => import('../features/account/profile-page'),
    'ProfilePage',
  ),
  '/family': featureLoader('family', () => import('../features/family/family-page'), 'FamilyPage'),
  '/care-profile': featureLoader(
    'care',
    () => import('../features/care/care-profile-page'),
    'CareProfilePage',
  ),
  '/emergency-sheet': featureLoader(
    'emergency-sheet',
    () => import('../features/emergency-sheet/emergency-sheet-page'),
    'EmergencySheetPage',
  ),
  '/calendar': featureLoader(
    'calendar',
    () => import('../features/calendar/calendar-page'),
    'CalendarPage',
  ),
  '/recently-deleted': featureLoader(
    'recently-deleted',
    () => import('../features/recently-deleted/recently-deleted-page'),
    'RecentlyDeletedPage',
  ),
  '/upgrade-premium': featureLoader(
    'account',
    () => import('../features/account/upgrade-premium-page'),
    'UpgradePremiumPage',
  ),
  '/community': featureLoader(
    'community',
    () => import('../features/community/community-page'),
    'CommunityPage',
  ),
  '/community-access': featureLoader(
    'community',
    () => import('../features/community/community-access-page'),
    'CommunityAccessPage',
  ),
  '/audit-logs': featureLoader(
    'audit-log',
    () => import('../features/audit-log/audit-logs-page'),
    'AuditLogsPage',
  ),
  '/admin': featureLoader('admin', () => import('../features/admin/admin-page'), 'AdminPage'),
  '/admin/release-notes': featureLoader(
    'admin',
    () => import('../features/admin/release-notes-page'),
    'ReleaseNotesPage',
  ),
};

export const loadNotFoundPage: PageLoader = featureLoader(
  'not-found',
  () => import('../features/not-found/not-found-page'),
  'NotFoundPage',
);
