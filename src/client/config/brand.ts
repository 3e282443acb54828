import {
  TRACKING_SCRIPT_URL,
  UPSELL_WIDGET_SCRIPT_URL,
  WELCOME_VIDEO_URL,
} from '../../shared/external-links';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../../shared/routes';

// The product's name, support address, prices and outside links, in one place (decision D1).
// Every outside link opens in a new tab (components/external-link.tsx); the pages work when
// none of these hosts can be reached.
export const brand = {
  name: PRODUCT_NAME,
  tagline: PRODUCT_TAGLINE,
  supportEmail: 'support@planmyeldercare.com',
  /** Spec section 9. */
  prices: {
    lifetime: '$147',
    lifetimeSaving: '$57',
    monthly: '$12',
    guaranteeDays: 30,
    membershipOffer: '$47',
    membershipRegular: '$97',
  },
  links: {
    /** External checkout where a visitor buys an account (Get Started, Purchase Now, Sign up). */
    checkout: 'https://checkout.planmyeldercare.com/purchase',
    checkoutLifetime: 'https://checkout.planmyeldercare.com/lifetime',
    checkoutMonthly: 'https://checkout.planmyeldercare.com/monthly',
    /** The one-time premium membership offer on /membership-upsell. */
    membershipOffer: 'https://checkout.planmyeldercare.com/membership',
    /** The video course checkout offered to non-premium users on /profile. */
    videoCourse: 'https://checkout.planmyeldercare.com/video-course',
    communityForum: 'https://community.planmyeldercare.com',
    /** The outside forum's form for asking to join it (from /community). */
    communityAccessRequest: 'https://community.planmyeldercare.com/request-access',
    welcomeVideo: WELCOME_VIDEO_URL,
    upsellWidgetScript: UPSELL_WIDGET_SCRIPT_URL,
    trackingScript: TRACKING_SCRIPT_URL,
  },
} as const;
