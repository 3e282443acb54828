import { PRODUCT_NAME, PRODUCT_TAGLINE } from '../../shared/routes';

// The product's name, support address and outside links, in one place (decision D1).
export const brand = {
  name: PRODUCT_NAME,
  tagline: PRODUCT_TAGLINE,
  supportEmail: 'support@planmyeldercare.com',
} as const;
