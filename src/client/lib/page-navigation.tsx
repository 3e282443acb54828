import { type AnchorHTMLAttributes, createContext, type ReactNode, useContext } from 'react';
import { type Flash, flashAfterReload } from './flash';
import { focusHeadingAfterLoad } from './heading-focus';

// How a part of a page that is also hydrated on its own, without the app (a form page's form:
// record 061), links and moves to another page. In the app, the router does it
// (app/router-navigation.tsx provides it); on a page sent without the app, the document does:
// a link is a plain link and moving on is a page load. The part renders the same HTML either way.

type PageLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  children: ReactNode;
};

export type NavigateOptions = {
  /** Replaces the current entry of the tab's history (a sign-in step, say). */
  replace?: boolean;
  /** Toasts for the move, in order: shown now in the app, by the next page after a page load. */
  toasts?: readonly Flash[];
};

export type PageNavigation = {
  /** A link to another page of the site. */
  Link: (props: PageLinkProps) => ReactNode;
  /** Moves to another page of the site. */
  navigate: (to: string, options?: NavigateOptions) => void;
  /** The address's path. */
  pathname: () => string;
  /** The address's query (`?demo=true`, say). */
  search: () => string;
  /** The path of the page the document was loaded with, while it is still the page shown. */
  firstPagePath: () => string | undefined;
};

const documentNavigation: PageNavigation = {
  Link: ({ to, children, ...rest }) => (
    <a href={to} {...rest}>
      {children}
    </a>
  ),
  navigate: (to, { replace = false, toasts = [] } = {}) => {
    if (toasts.length > 0) flashAfterReload(...toasts);
    focusHeadingAfterLoad(new URL(to, window.location.href).pathname);
    if (replace) window.location.replace(to);
    else window.location.assign(to);
  },
  pathname: () => window.location.pathname,
  search: () => window.location.search,
  firstPagePath: () => window.location.pathname,
};

export const PageNavigationContext = createContext<PageNavigation>(documentNavigation);

/** The link of the page's navigation: the router's in the app, a plain link on its own. */
export function PageLink(props: PageLinkProps) {
  const { Link } = useContext(PageNavigationContext);
  return <Link {...props} />;
}

export const usePageNavigation = () => useContext(PageNavigationContext);
