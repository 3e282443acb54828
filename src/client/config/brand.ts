import {
  CHECKOUT_PATHS,
  TRACKING_SCRIPT_URL,
  UPSELL_WIDGET_SCRIPT_URL,
  WELCOME_VIDEO_URL,
} from '../../shared/external-links';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../../shared/routes';

/** The two plans' prices in dollars (spec section 9); the words below are made from them. */
const LIFETIME_DOLLARS = 147;
const MONTHLY_DOLLARS = 12;
/**
 * The spec's 'Save $57' is lifetime access set against this many months of the monthly plan
 * (17 × $12 = $204, $57 more than $147): the page says so (issue 56, decision record 093).
 */
const SAVING_MONTHS = 17;

// The product's name, support address, prices and outside links, in one place (decision D1).
// Every outside link opens in a new tab (components/external-link.tsx); the pages work when
// none of these hosts can be reached.
export const brand = {
  name: PRODUCT_NAME,
  tagline: PRODUCT_TAGLINE,
  supportEmail: 'support@planmyeldercare.com',
  /** Spec section 9. */
  prices: {
    lifetime: `$${LIFETIME_DOLLARS}`,
    monthly: `$${MONTHLY_DOLLARS}`,
    /** What lifetime access saves ('$57'), against `savingBasis`. */
    lifetimeSaving: `$${SAVING_MONTHS * MONTHLY_DOLLARS - LIFETIME_DOLLARS}`,
    /**
     * How the saving is reckoned: against `savingMonths` months of the monthly plan, which cost
     * `savingBasisTotal` ('$204'). The pages put them in their own words and language.
     */
    savingMonths: SAVING_MONTHS,
    savingBasisTotal: `$${SAVING_MONTHS * MONTHLY_DOLLARS}`,
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
