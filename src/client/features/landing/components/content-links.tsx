import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { ContentLink } from '../landing-content';

/** The links that follow a passage of the landing pages (decision D9: what ships is linked). */
export function ContentLinks({ links }: { links: readonly ContentLink[] | undefined }) {
  const { i18n } = useLingui();
  if (!links?.length) return null;
  return (
    <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
      {links.map((link) => (
        <Link
          key={link.to}
          to={link.to}
          className="font-medium text-primary underline underline-offset-4"
        >
          {i18n._(link.text)}
        </Link>
      ))}
    </p>
  );
}
