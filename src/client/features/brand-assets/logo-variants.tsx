import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { BrandMark } from '../../components/brand-mark';
import { brand } from '../../config/brand';

/** The brand's name in words, as three of the logos spell it: a name, never translated. */
const nameWords = ['Plan', 'My', 'Eldercare'] as const;
const spacedName = nameWords.join(' ');
const [plan, my, eldercare] = nameWords.map((word) => word.toLowerCase());

// The five logo styles of /logo-showcase. Each is text beside the heart mark, so it scales and
// stays sharp; the colours keep 4.5:1 contrast in both themes.

export type LogoVariant = {
  id: 'default' | 'bold' | 'elegant' | 'modern' | 'friendly';
  name: MessageDescriptor;
  use: MessageDescriptor;
  Logo: () => React.JSX.Element;
};

export const logoVariants: readonly LogoVariant[] = [
  {
    id: 'default',
    name: msg`Default`,
    use: msg`The everyday logo: the site header, emails and documents.`,
    Logo: () => (
      <span className="flex flex-wrap items-center justify-center gap-3 text-xl sm:text-3xl font-bold text-primary">
        <BrandMark className="size-10 sm:size-12" />
        {brand.name}
      </span>
    ),
  },
  {
    id: 'bold',
    name: msg`Bold`,
    use: msg`Banners, event signs and anywhere it must be read from afar.`,
    Logo: () => (
      <span className="flex flex-wrap items-center justify-center gap-3 rounded-lg bg-[#4c1d95] px-5 py-3 text-xl sm:text-3xl font-black uppercase tracking-tight text-white">
        <BrandMark className="size-10 sm:size-12" />
        {brand.name}
      </span>
    ),
  },
  {
    id: 'elegant',
    name: msg`Elegant`,
    use: msg`Printed guides, certificates and partner materials.`,
    Logo: () => (
      <span className="flex flex-col items-center gap-2 font-serif text-foreground">
        <BrandMark className="size-10" />
        <span className="text-xl sm:text-3xl italic tracking-wide">{spacedName}</span>
        <span className="text-xs uppercase tracking-[0.3em] text-muted-foreground">
          <Trans>Built by a former caregiver</Trans>
        </span>
      </span>
    ),
  },
  {
    id: 'modern',
    name: msg`Modern`,
    use: msg`The app, social media avatars and product screenshots.`,
    Logo: () => (
      <span className="flex flex-wrap items-center justify-center gap-3 text-xl sm:text-3xl font-semibold lowercase tracking-tighter text-foreground">
        <BrandMark className="size-10 sm:size-12 rounded-full" />
        {plan}
        <span className="text-primary">{my}</span>
        {eldercare}
      </span>
    ),
  },
  {
    id: 'friendly',
    name: msg`Friendly`,
    use: msg`The community, newsletters and caregiver support materials.`,
    Logo: () => (
      <span className="flex flex-wrap items-center justify-center gap-3 rounded-full border-2 border-primary px-5 py-2 text-lg sm:text-2xl font-bold text-primary">
        <BrandMark className="size-10" />
        <span>
          {spacedName}
          <span className="block text-sm font-medium text-muted-foreground">
            <Trans>You're not alone in this</Trans>
          </span>
        </span>
      </span>
    ),
  },
];
