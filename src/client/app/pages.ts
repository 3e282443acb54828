import type { ComponentType, LazyExoticComponent } from 'react';
import type { AppRoutePath } from '../../shared/routes';
import { lazyPage } from './lazy-page';

type Page = LazyExoticComponent<ComponentType>;

// One lazily loaded page per path of the shared route list; the type makes a missing page an
// error, so the server and the client cannot disagree about which paths exist.
export const pages: Record<AppRoutePath, Page> = {
  '/': lazyPage(() => import('../features/home/home-page'), 'HomePage'),
  '/terms-of-service': lazyPage(
    () => import('../features/legal/terms-of-service-page'),
    'TermsOfServicePage',
  ),
  '/privacy-policy': lazyPage(
    () => import('../features/legal/privacy-policy-page'),
    'PrivacyPolicyPage',
  ),
};

export const NotFoundPage = lazyPage(
  () => import('../features/not-found/not-found-page'),
  'NotFoundPage',
);
