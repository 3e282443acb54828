import {
  CHECKOUT_PATHS,
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
    /**
     * The checkout (Get Started, Purchase Now, Sign up): our address, which sends the buyer on
     * naming their account, to the configured payment link or the checkout's own page (D11).
     */
    checkout: CHECKOUT_PATHS['one-time'],
    checkoutLifetime: CHECKOUT_PATHS['one-time'],
    checkoutMonthly: CHECKOUT_PATHS.monthly,
    /** The one-time premium membership offer on /membership-upsell. */
    membershipOffer: 'https://checkout.planmyeldercare.com/membership',
    /** 'Unlock The Video Course' on /profile: the videos come with premium, bought here. */
    videoCourse: CHECKOUT_PATHS['one-time'],
    communityForum: 'https://community.planmyeldercare.com',
    /** The outside forum's form for asking to join it (from /community). */
    communityAccessRequest: 'https://community.planmyeldercare.com/request-access',
    welcomeVideo: WELCOME_VIDEO_URL,
    upsellWidgetScript: UPSELL_WIDGET_SCRIPT_URL,
    trackingScript: TRACKING_SCRIPT_URL,
  },
} as const;
