import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft, Download } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { Button, buttonVariants } from '../../components/ui/button';
import { brand } from '../../config/brand';
import { downloadFile } from '../../lib/download-file';
import { drawLogo, LOGO_SIZE, type LogoStyle } from './draw-logo';

const fileBase = brand.name.toLowerCase();

const logos: {
  style: LogoStyle;
  title: MessageDescriptor;
  description: MessageDescriptor;
  file: string;
}[] = [
  {
    style: 'light',
    title: msg`Light`,
    description: msg`The mark and name on white, for profile and cover images.`,
    file: `${fileBase}-logo.png`,
  },
  {
    style: 'circle',
    title: msg`Purple background`,
    description: msg`White on a purple circle, for round profile pictures.`,
    file: `${fileBase}-logo-circle.png`,
  },
];

function LogoCanvas({ style, title, description, file }: (typeof logos)[number]) {
  const { i18n, t } = useLingui();
  const canvas = useRef<HTMLCanvasElement>(null);
  const headingId = `logo-${style}-heading`;
  // Drawn after hydration: the prerendered page holds the empty canvas of the same size.
  useEffect(() => {
    if (canvas.current) drawLogo(canvas.current, style);
  }, [style]);
  const download = () =>
    canvas.current?.toBlob((png) => {
      if (png) downloadFile(file, png);
    }, 'image/png');
  return (
    <li className="flex flex-col items-center gap-4 rounded-lg border bg-card p-6">
      <h2 id={headingId} className="text-xl font-semibold">
        {i18n._(title)}
      </h2>
      <canvas
        ref={canvas}
        width={LOGO_SIZE}
        height={LOGO_SIZE}
        role="img"
        aria-label={t`${brand.name} logo, ${i18n._(title).toLowerCase()}, ${LOGO_SIZE} by ${LOGO_SIZE} pixels`}
        className="aspect-square w-full max-w-64 rounded-md border bg-[repeating-conic-gradient(#e5e7eb_0%_25%,#ffffff_0%_50%)] bg-[length:16px_16px]"
      />
      <p className="text-center text-sm text-muted-foreground">{i18n._(description)}</p>
      <Button type="button" onClick={download} aria-describedby={headingId}>
        <Download aria-hidden="true" />
        <Trans>Download PNG Image</Trans>
      </Button>
    </li>
  );
}

export function SocialMediaLogoPage() {
  return (
    <div className="flex min-h-screen flex-col">
      <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-8 px-4 py-10">
        <Link to="/" className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
          <ArrowLeft aria-hidden="true" />
          <Trans>Back to Home</Trans>
        </Link>
        <div>
          <h1 className="text-3xl font-bold tracking-tight">
            <Trans>Social Media Logo</Trans>
          </h1>
          <p className="mt-2 text-muted-foreground">
            <Trans>
              {LOGO_SIZE} x {LOGO_SIZE} PNG images for profile pictures on any social network.
            </Trans>
          </p>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2">
          {logos.map((logo) => (
            <LogoCanvas key={logo.style} {...logo} />
          ))}
        </ul>
      </main>
      <SiteFooter />
    </div>
  );
}
