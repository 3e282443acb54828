// The one list of the app's page routes. The server answers 404 for any path not listed here
// and takes each page's title and description from it; the client router is keyed by it.

import type { AppRoute } from './app-route';
import { LIBRARY_TASK_COUNT } from './content/library-counts';
import { TRACKING_SCRIPT_ORIGIN, UPSELL_WIDGET_ORIGIN } from './external-links';

export const PRODUCT_NAME = 'PlanMyEldercare';
export const PRODUCT_TAGLINE = 'Organize, track and manage eldercare responsibilities.';

export const appRoutes = [
  {
    path: '/',
    title: `${PRODUCT_NAME} - Eldercare planning for family caregivers`,
    description: `${PRODUCT_NAME} helps family caregivers organize, track and manage eldercare responsibilities: ${LIBRARY_TASK_COUNT} tasks in 7 categories, built by a former caregiver.`,
    access: 'public',
    contentPage: true,
    customCode: true,
  },
  {
    path: '/original-homepage',
    title: `${PRODUCT_NAME} - Don't Face Eldercare Alone`,
    description: `Organize, track and manage eldercare with ${PRODUCT_NAME}: one checklist for housing, health, money, legal matters and more. One-time payment, no subscriptions.`,
    access: 'public',
    contentPage: true,
    customCode: true,
  },
  {
    path: '/checklist',
    title: `Free Eldercare Checklist - ${PRODUCT_NAME}`,
    description:
      'Get the free eldercare planning checklist: 35 essential tasks, 5 in each of the 7 categories every family caregiver faces, from housing to personal wishes.',
    access: 'public',
    formIsland: true,
  },
  {
    path: '/checklist/thank-you',
    title: `Your Checklist Is Ready - ${PRODUCT_NAME}`,
    description:
      'View and print your free eldercare planning checklist, and see what happens next.',
    access: 'public',
    contentPage: true,
    customCode: true,
    noIndex: true,
  },
  {
    path: '/checklist/print',
    title: `Eldercare Planning Checklist - ${PRODUCT_NAME}`,
    description: 'The 35 essential eldercare tasks, 5 in each of 7 categories, ready to print.',
    access: 'public',
    contentPage: true,
    noIndex: true,
  },
  {
    path: '/membership-upsell',
    title: `Congratulations on Your Purchase - ${PRODUCT_NAME}`,
    description: `A one-time offer for new ${PRODUCT_NAME} families: join the premium membership community.`,
    access: 'public',
    noIndex: true,
    // The checkout's widget (its script and the checkout frame it renders), and affiliate tracking.
    outsideOrigins: {
      scriptSrc: [UPSELL_WIDGET_ORIGIN, TRACKING_SCRIPT_ORIGIN],
      frameSrc: [UPSELL_WIDGET_ORIGIN],
    },
  },
  {
    path: '/influencer-list',
    title: `Eldercare Influencer & Partner List - ${PRODUCT_NAME}`,
    description: 'Internal: eldercare affiliate prospects and outreach tips.',
    access: 'public',
    customCode: true,
    noIndex: true,
  },
  {
    path: '/logo-showcase',
    title: `Logo Showcase - ${PRODUCT_NAME}`,
    description: `The ${PRODUCT_NAME} logo in five styles: default, bold, elegant, modern and friendly.`,
    access: 'public',
    customCode: true,
  },
  {
    path: '/social-media-logo',
    title: `Social Media Logo - ${PRODUCT_NAME}`,
    description: `Download the ${PRODUCT_NAME} logo as 512 x 512 PNG images for social media profiles.`,
    access: 'public',
    customCode: true,
  },
  {
    path: '/premium-subscription-access',
    title: `Premium Community Access - ${PRODUCT_NAME}`,
    description: 'Thank you for purchasing Premium Access: request your premium community access.',
    access: 'public',
    contentPage: true,
    noIndex: true,
  },
  {
    path: '/terms-of-service',
    title: `Terms of Service - ${PRODUCT_NAME}`,
    description: `The terms that govern your use of ${PRODUCT_NAME}.`,
    access: 'public',
    contentPage: true,
    customCode: true,
  },
  {
    path: '/privacy-policy',
    title: `Privacy Policy - ${PRODUCT_NAME}`,
    description: `How ${PRODUCT_NAME} collects, uses and protects your information.`,
    access: 'public',
    contentPage: true,
    customCode: true,
  },
  {
    path: '/login',
    title: `Sign in - ${PRODUCT_NAME}`,
    description: `Sign in to your ${PRODUCT_NAME} account.`,
    access: 'public',
    formIsland: true,
  },
  {
    path: '/signup',
    title: `Create Account - ${PRODUCT_NAME}`,
    description: `Join ${PRODUCT_NAME} to start managing eldercare tasks.`,
    access: 'public',
    formIsland: true,
  },
  {
    path: '/signup-premium',
    title: `Premium Account - ${PRODUCT_NAME}`,
    description: 'Complete your registration to access your premium features.',
    access: 'public',
    // Reached from the checkout after a purchase.
    noIndex: true,
    formIsland: true,
  },
  {
    path: '/mfa',
    title: `Two-Factor Authentication - ${PRODUCT_NAME}`,
    description: 'Enter the 6-digit code we emailed you.',
    access: 'public',
    // The code form belongs to the sign-in this tab started (kept in sessionStorage).
    clientOnly: true,
  },
  {
    path: '/forgot-password',
    title: `Forgot Password - ${PRODUCT_NAME}`,
    description: `Get an emailed link to choose a new ${PRODUCT_NAME} password.`,
    access: 'public',
    noIndex: true,
    formIsland: true,
  },
  {
    path: '/forgot-password/sent',
    title: `Check Your Email - ${PRODUCT_NAME}`,
    description: 'We emailed a link to choose a new password, if an account uses that address.',
    access: 'public',
    noIndex: true,
    contentPage: true,
  },
  {
    path: '/reset-password',
    title: `Choose a New Password - ${PRODUCT_NAME}`,
    description: `Choose a new password for your ${PRODUCT_NAME} account.`,
    access: 'public',
    noIndex: true,
    // The link's token is in the address's fragment: no outside script may read it.
    // What it shows depends on that fragment, which only the browser has.
    clientOnly: true,
  },
  {
    path: '/admin-login',
    title: `Admin Access - ${PRODUCT_NAME}`,
    description: `Administrator sign-in for ${PRODUCT_NAME}.`,
    access: 'public',
    formIsland: true,
  },
  {
    path: '/join',
    title: `Join a Care Plan - ${PRODUCT_NAME}`,
    description: `Accept an invitation to share a family's care plan on ${PRODUCT_NAME}.`,
    access: 'public',
    noIndex: true,
    // The invitation's token is in the address's fragment: no outside script may read it.
    // What it shows depends on that fragment, which only the browser has.
    clientOnly: true,
  },
  {
    path: '/unsubscribe',
    title: `Unsubscribe - ${PRODUCT_NAME}`,
    description: `Stop task reminder or weekly digest emails from ${PRODUCT_NAME}.`,
    access: 'public',
    noIndex: true,
    // The email's signed token is in the address's fragment: no outside script may read it.
    // What it asks depends on that fragment, which only the browser has.
    clientOnly: true,
  },
  {
    path: '/demo',
    title: `Try the Demo - ${PRODUCT_NAME}`,
    description: `Try ${PRODUCT_NAME} free: no account and no credit card. Your changes stay in your browser.`,
    access: 'public',
    // The overview is links to the categories (record 068); a category is ticked in the app.
    contentPage: true,
    appWithQuery: 'category',
  },
  {
    path: '/app',
    title: `Dashboard - ${PRODUCT_NAME}`,
    description: 'Your eldercare checklist.',
    access: 'user',
    // Rendered with its data for a signed-in request (record 054); the session read starts with
    // the page's frame for anyone else.
    preload: ['/api/auth/session'],
  },
  {
    path: '/shape-plan',
    title: `Shape Your Plan - ${PRODUCT_NAME}`,
    description:
      'A few short questions about the person you care for, then the tasks that fit, to add in one tap.',
    access: 'user',
  },
  {
    path: '/profile',
    title: `Profile Settings - ${PRODUCT_NAME}`,
    description: 'Your account, plan and security settings.',
    access: 'user',
  },
  {
    path: '/family',
    title: `Family - ${PRODUCT_NAME}`,
    description: 'The people who share your care plan, and who does what.',
    access: 'user',
  },
  {
    path: '/care-profile',
    title: `Care Profile - ${PRODUCT_NAME}`,
    description: 'Medications, doctors, legal papers and documents.',
    access: 'user',
  },
  {
    path: '/emergency-sheet',
    title: `Emergency Sheet - ${PRODUCT_NAME}`,
    description:
      'What a paramedic or a nurse needs to know, on one page: print it or keep it offline.',
    access: 'user',
  },
  {
    path: '/calendar',
    title: `Calendar - ${PRODUCT_NAME}`,
    description: 'What is due and when: your care plan a month at a time.',
    access: 'user',
  },
  {
    path: '/recently-deleted',
    title: `Recently Deleted - ${PRODUCT_NAME}`,
    description: 'Deleted tasks, steps and documents, to bring back.',
    access: 'user',
  },
  {
    path: '/upgrade-premium',
    title: `Upgrade to Premium - ${PRODUCT_NAME}`,
    description: 'Unlock instructional videos and every premium feature.',
    access: 'user',
  },
  {
    path: '/community',
    title: `Community - ${PRODUCT_NAME}`,
    description: 'Discussions with other family caregivers.',
    access: 'user',
  },
  {
    path: '/community-access',
    title: `Premium Community Access - ${PRODUCT_NAME}`,
    description: 'Request access to the premium community.',
    access: 'user',
  },
  {
    path: '/audit-logs',
    title: `Audit Logs - ${PRODUCT_NAME}`,
    description: 'Who did what, and when.',
    access: 'user',
  },
  {
    path: '/admin',
    title: `Admin Panel - ${PRODUCT_NAME}`,
    description: `${PRODUCT_NAME} administration.`,
    access: 'admin',
  },
  {
    path: '/admin/release-notes',
    title: `Release Notes - ${PRODUCT_NAME}`,
    description: `What changed in each release of ${PRODUCT_NAME}.`,
    access: 'admin',
  },
] as const satisfies readonly AppRoute[];

export type AppRoutePath = (typeof appRoutes)[number]['path'];

export const notFoundRoute = {
  title: `Page not found - ${PRODUCT_NAME}`,
  description: 'Oops! Page not found',
} as const;

const routesByPath = new Map<string, AppRoute>(appRoutes.map((route) => [route.path, route]));

/** The route for a URL path; a trailing slash is tolerated, anything else is unknown. */
export function findRoute(pathname: string): AppRoute | undefined {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routesByPath.get(normalized || '/');
}
