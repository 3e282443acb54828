import { WELCOME_VIDEO_URL } from '../../shared/external-links';
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../../shared/routes';

// The product's name, support address and outside links, in one place (decision D1).
export const brand = {
  name: PRODUCT_NAME,
  tagline: PRODUCT_TAGLINE,
  supportEmail: 'support@planmyeldercare.com',
  links: {
    /** External checkout where a visitor buys an account (the login page's Sign up link). */
    checkout: 'https://checkout.planmyeldercare.com/purchase',
    /** The video course checkout offered to non-premium users on /profile. */
    videoCourse: 'https://checkout.planmyeldercare.com/video-course',
    communityForum: 'https://community.planmyeldercare.com',
    /** The outside forum's form for asking to join it (from /community). */
    communityAccessRequest: 'https://community.planmyeldercare.com/request-access',
    welcomeVideo: WELCOME_VIDEO_URL,
  },
} as const;
