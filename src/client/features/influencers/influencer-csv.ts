import { toCsv } from '../../../shared/csv';
import type { Prospect } from './prospects';

/** The columns of 'Download CSV List', in the spec's order (section 2, /influencer-list). */
export const INFLUENCER_CSV_COLUMNS = [
  'Name',
  'Organization',
  'Niche',
  'Email',
  'Phone',
  'Website',
  'Instagram',
  'YouTube',
  'Facebook',
  'LinkedIn',
  'Followers',
  'Notes',
] as const;

export const INFLUENCER_CSV_FILE = 'eldercare-influencer-list.csv';

export function influencerCsv(prospects: readonly Prospect[]): string {
  return toCsv(
    INFLUENCER_CSV_COLUMNS,
    prospects.map((prospect) => [
      prospect.name,
      prospect.organization,
      prospect.niche,
      prospect.email,
      prospect.phone ?? '',
      prospect.website,
      prospect.instagram,
      prospect.youtube,
      prospect.facebook,
      prospect.linkedin,
      prospect.followers,
      prospect.notes,
    ]),
  );
}
