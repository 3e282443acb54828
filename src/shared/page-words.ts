import type { MessageDescriptor } from '@lingui/core';
import type { AppRoutePath } from './routes';

// Each page's title and description in the reader's language (issue 59): the route table
// (routes.ts) keeps the spec's English words, which the tests and the admins' SEO page read; these
// are the same words as messages, `{product}` the product's name and `{count}` the library's size
// (routes.test.ts checks that each says in English exactly what the route table says).

export type PageWords = { title: MessageDescriptor; description: MessageDescriptor };

// Each pair is a call's arguments: the extractor finds a marked descriptor there, not as a
// property's value.
const page = (title: MessageDescriptor, description: MessageDescriptor): PageWords => ({
  title,
  description,
});

export const pageWords: Record<AppRoutePath | '*', PageWords> = {
  '/': page(
    /*i18n*/ {
      id: 'page.home.title',
      message: '{product} - Eldercare planning for family caregivers',
    },
    /*i18n*/ {
      id: 'page.home.description',
      message:
        '{product} helps family caregivers organize, track and manage eldercare responsibilities: {count} tasks in 7 categories, built by a former caregiver.',
    },
  ),
  '/original-homepage': page(
    /*i18n*/ {
      id: 'page.original-homepage.title',
      message: "{product} - Don't Face Eldercare Alone",
    },
    /*i18n*/ {
      id: 'page.original-homepage.description',
      message:
        'Organize, track and manage eldercare with {product}: one checklist for housing, health, money, legal matters and more. One-time payment, no subscriptions.',
    },
  ),
  '/checklist': page(
    /*i18n*/ { id: 'page.checklist.title', message: 'Free Eldercare Checklist - {product}' },
    /*i18n*/ {
      id: 'page.checklist.description',
      message:
        'Get the free eldercare planning checklist: 35 essential tasks, 5 in each of the 7 categories every family caregiver faces, from housing to personal wishes.',
    },
  ),
  '/checklist/thank-you': page(
    /*i18n*/ {
      id: 'page.checklist.thank-you.title',
      message: 'Your Checklist Is Ready - {product}',
    },
    /*i18n*/ {
      id: 'page.checklist.thank-you.description',
      message: 'View and print your free eldercare planning checklist, and see what happens next.',
    },
  ),
  '/checklist/print': page(
    /*i18n*/ {
      id: 'page.checklist.print.title',
      message: 'Eldercare Planning Checklist - {product}',
    },
    /*i18n*/ {
      id: 'page.checklist.print.description',
      message: 'The 35 essential eldercare tasks, 5 in each of 7 categories, ready to print.',
    },
  ),
  '/membership-upsell': page(
    /*i18n*/ {
      id: 'page.membership-upsell.title',
      message: 'Congratulations on Your Purchase - {product}',
    },
    /*i18n*/ {
      id: 'page.membership-upsell.description',
      message:
        'A one-time offer for new {product} families: join the premium membership community.',
    },
  ),
  '/influencer-list': page(
    /*i18n*/ {
      id: 'page.influencer-list.title',
      message: 'Eldercare Influencer & Partner List - {product}',
    },
    /*i18n*/ {
      id: 'page.influencer-list.description',
      message: 'Internal: eldercare affiliate prospects and outreach tips.',
    },
  ),
  '/logo-showcase': page(
    /*i18n*/ { id: 'page.logo-showcase.title', message: 'Logo Showcase - {product}' },
    /*i18n*/ {
      id: 'page.logo-showcase.description',
      message: 'The {product} logo in five styles: default, bold, elegant, modern and friendly.',
    },
  ),
  '/social-media-logo': page(
    /*i18n*/ {
      id: 'page.social-media-logo.title',
      message: 'Social Media Logo - {product}',
    },
    /*i18n*/ {
      id: 'page.social-media-logo.description',
      message: 'Download the {product} logo as 512 x 512 PNG images for social media profiles.',
    },
  ),
  '/premium-subscription-access': page(
    /*i18n*/ {
      id: 'page.premium-subscription-access.title',
      message: 'Premium Community Access - {product}',
    },
    /*i18n*/ {
      id: 'page.premium-subscription-access.description',
      message: 'Thank you for purchasing Premium Access: request your premium community access.',
    },
  ),
  '/terms-of-service': page(
    /*i18n*/ { id: 'page.terms-of-service.title', message: 'Terms of Service - {product}' },
    /*i18n*/ {
      id: 'page.terms-of-service.description',
      message: 'The terms that govern your use of {product}.',
    },
  ),
  '/privacy-policy': page(
    /*i18n*/ { id: 'page.privacy-policy.title', message: 'Privacy Policy - {product}' },
    /*i18n*/ {
      id: 'page.privacy-policy.description',
      message: 'How {product} collects, uses and protects your information.',
    },
  ),
  '/login': page(
    /*i18n*/ { id: 'page.login.title', message: 'Sign in - {product}' },
    /*i18n*/ {
      id: 'page.login.description',
      message: 'Sign in to your {product} account.',
    },
  ),
  '/signup': page(
    /*i18n*/ { id: 'page.signup.title', message: 'Create Account - {product}' },
    /*i18n*/ {
      id: 'page.signup.description',
      message: 'Join {product} to start managing eldercare tasks.',
    },
  ),
  '/signup-premium': page(
    /*i18n*/ { id: 'page.signup-premium.title', message: 'Premium Account - {product}' },
    /*i18n*/ {
      id: 'page.signup-premium.description',
      message: 'Complete your registration to access your premium features.',
    },
  ),
  '/mfa': page(
    /*i18n*/ { id: 'page.mfa.title', message: 'Two-Factor Authentication - {product}' },
    /*i18n*/ {
      id: 'page.mfa.description',
      message: 'Enter the 6-digit code we emailed you.',
    },
  ),
  '/forgot-password': page(
    /*i18n*/ { id: 'page.forgot-password.title', message: 'Forgot Password - {product}' },
    /*i18n*/ {
      id: 'page.forgot-password.description',
      message: 'Get an emailed link to choose a new {product} password.',
    },
  ),
  '/forgot-password/sent': page(
    /*i18n*/ {
      id: 'page.forgot-password.sent.title',
      message: 'Check Your Email - {product}',
    },
    /*i18n*/ {
      id: 'page.forgot-password.sent.description',
      message: 'We emailed a link to choose a new password, if an account uses that address.',
    },
  ),
  '/reset-password': page(
    /*i18n*/ {
      id: 'page.reset-password.title',
      message: 'Choose a New Password - {product}',
    },
    /*i18n*/ {
      id: 'page.reset-password.description',
      message: 'Choose a new password for your {product} account.',
    },
  ),
  '/admin-login': page(
    /*i18n*/ { id: 'page.admin-login.title', message: 'Admin Access - {product}' },
    /*i18n*/ {
      id: 'page.admin-login.description',
      message: 'Administrator sign-in for {product}.',
    },
  ),
  '/join': page(
    /*i18n*/ { id: 'page.join.title', message: 'Join a Care Plan - {product}' },
    /*i18n*/ {
      id: 'page.join.description',
      message: "Accept an invitation to share a family's care plan on {product}.",
    },
  ),
  '/unsubscribe': page(
    /*i18n*/ { id: 'page.unsubscribe.title', message: 'Unsubscribe - {product}' },
    /*i18n*/ {
      id: 'page.unsubscribe.description',
      message: 'Stop task reminder or weekly digest emails from {product}.',
    },
  ),
  '/demo': page(
    /*i18n*/ { id: 'page.demo.title', message: 'Try the Demo - {product}' },
    /*i18n*/ {
      id: 'page.demo.description',
      message:
        'Try {product} free: no account and no credit card. Your changes stay in your browser.',
    },
  ),
  '/app': page(
    /*i18n*/ { id: 'page.app.title', message: 'Dashboard - {product}' },
    /*i18n*/ {
      id: 'page.app.description',
      message: 'Your eldercare checklist.',
    },
  ),
  '/shape-plan': page(
    /*i18n*/ { id: 'page.shape-plan.title', message: 'Shape Your Plan - {product}' },
    /*i18n*/ {
      id: 'page.shape-plan.description',
      message:
        'A few short questions about the person you care for, then the tasks that fit, to add in one tap.',
    },
  ),
  '/profile': page(
    /*i18n*/ { id: 'page.profile.title', message: 'Profile Settings - {product}' },
    /*i18n*/ {
      id: 'page.profile.description',
      message: 'Your account, plan and security settings.',
    },
  ),
  '/family': page(
    /*i18n*/ { id: 'page.family.title', message: 'Family - {product}' },
    /*i18n*/ {
      id: 'page.family.description',
      message: 'The people who share your care plan, and who does what.',
    },
  ),
  '/care-profile': page(
    /*i18n*/ { id: 'page.care-profile.title', message: 'Care Profile - {product}' },
    /*i18n*/ {
      id: 'page.care-profile.description',
      message: 'Medications, doctors, legal papers and documents.',
    },
  ),
  '/emergency-sheet': page(
    /*i18n*/ { id: 'page.emergency-sheet.title', message: 'Emergency Sheet - {product}' },
    /*i18n*/ {
      id: 'page.emergency-sheet.description',
      message:
        'What a paramedic or a nurse needs to know, on one page: print it or keep it offline.',
    },
  ),
  '/calendar': page(
    /*i18n*/ { id: 'page.calendar.title', message: 'Calendar - {product}' },
    /*i18n*/ {
      id: 'page.calendar.description',
      message: 'What is due and when: your care plan a month at a time.',
    },
  ),
  '/recently-deleted': page(
    /*i18n*/ { id: 'page.recently-deleted.title', message: 'Recently Deleted - {product}' },
    /*i18n*/ {
      id: 'page.recently-deleted.description',
      message: 'Deleted tasks, steps and documents, to bring back.',
    },
  ),
  '/upgrade-premium': page(
    /*i18n*/ { id: 'page.upgrade-premium.title', message: 'Upgrade to Premium - {product}' },
    /*i18n*/ {
      id: 'page.upgrade-premium.description',
      message: 'Unlock instructional videos and every premium feature.',
    },
  ),
  '/community': page(
    /*i18n*/ { id: 'page.community.title', message: 'Community - {product}' },
    /*i18n*/ {
      id: 'page.community.description',
      message: 'Discussions with other family caregivers.',
    },
  ),
  '/community-access': page(
    /*i18n*/ {
      id: 'page.community-access.title',
      message: 'Premium Community Access - {product}',
    },
    /*i18n*/ {
      id: 'page.community-access.description',
      message: 'Request access to the premium community.',
    },
  ),
  '/audit-logs': page(
    /*i18n*/ { id: 'page.audit-logs.title', message: 'Audit Logs - {product}' },
    /*i18n*/ {
      id: 'page.audit-logs.description',
      message: 'Who did what, and when.',
    },
  ),
  '/admin': page(
    /*i18n*/ { id: 'page.admin.title', message: 'Admin Panel - {product}' },
    /*i18n*/ {
      id: 'page.admin.description',
      message: '{product} administration.',
    },
  ),
  '/admin/release-notes': page(
    /*i18n*/ { id: 'page.admin.release-notes.title', message: 'Release Notes - {product}' },
    /*i18n*/ {
      id: 'page.admin.release-notes.description',
      message: 'What changed in each release of {product}.',
    },
  ),
  '*': page(
    /*i18n*/ { id: 'page.not-found.title', message: 'Page not found - {product}' },
    /*i18n*/ {
      id: 'page.not-found.description',
      message: 'Oops! Page not found',
    },
  ),
};
