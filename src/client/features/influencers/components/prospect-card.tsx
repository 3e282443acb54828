import { Trans, useLingui } from '@lingui/react/macro';
import { Globe, Mail, Phone, Users } from 'lucide-react';
import { ExternalLink } from '../../../components/external-link';
import { telHref } from '../../../lib/tel-href';
import type { Prospect } from '../prospects';

const socialLinks = [
  ['instagram', 'Instagram'],
  ['youtube', 'YouTube'],
  ['facebook', 'Facebook'],
  ['linkedin', 'LinkedIn'],
] as const;

const linkClass = 'text-primary underline underline-offset-4 break-all';

export function ProspectCard({ prospect }: { prospect: Prospect }) {
  const { t } = useLingui();
  const { followers, name } = prospect;
  return (
    <article className="flex w-full flex-col gap-3 rounded-lg border bg-card p-5 shadow-sm">
      <div>
        <h2 className="text-lg font-semibold">{prospect.name}</h2>
        <p className="text-muted-foreground">{prospect.organization}</p>
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="rounded-full bg-secondary px-2.5 py-0.5 font-medium text-secondary-foreground">
          {prospect.niche}
        </span>
        <span className="flex items-center gap-1">
          <Users aria-hidden="true" className="size-4" />
          <Trans>{followers} followers</Trans>
        </span>
      </p>
      <p className="text-sm leading-6">{prospect.notes}</p>
      <ul className="flex flex-col gap-1.5 text-sm">
        <li className="flex items-center gap-2">
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          <a href={`mailto:${prospect.email}`} className={linkClass}>
            {prospect.email}
          </a>
        </li>
        {prospect.phone && (
          <li className="flex items-center gap-2">
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            <a href={telHref(prospect.phone)} className={linkClass}>
              {prospect.phone}
            </a>
          </li>
        )}
        <li className="flex items-center gap-2">
          <Globe aria-hidden="true" className="size-4 shrink-0" />
          <ExternalLink href={prospect.website} className={linkClass}>
            {prospect.website.replace(/^https:\/\//, '')}
          </ExternalLink>
        </li>
      </ul>
      <ul
        aria-label={t`${name} on social media`}
        className="flex flex-wrap gap-x-4 gap-y-1 text-sm"
      >
        {socialLinks.map(([field, label]) => (
          <li key={field}>
            <ExternalLink href={prospect[field]} className={linkClass}>
              {label}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </article>
  );
}
