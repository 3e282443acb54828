import { ArrowLeft, Download } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { SiteFooter } from '../../components/site-footer';
import { Button, buttonVariants } from '../../components/ui/button';
import { brand } from '../../config/brand';
import { downloadFile } from '../../lib/download-file';
import { drawLogo, LOGO_SIZE, type LogoStyle } from './draw-logo';

const fileBase = brand.name.toLowerCase();

const logos: { style: LogoStyle; title: string; description: string; file: string }[] = [
  {
    style: 'light',
    title: 'Light',
    description: 'The mark and name on white, for profile and cover images.',
    file: `${fileBase}-logo.png`,
  },
  {
    style: 'circle',
    title: 'Purple background',
    description: 'White on a purple circle, for round profile pictures.',
    file: `${fileBase}-logo-circle.png`,
  },
];

function LogoCanvas({ style, title, description, file }: (typeof logos)[number]) {
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
        {title}
      </h2>
      <canvas
        ref={canvas}
        width={LOGO_SIZE}
        height={LOGO_SIZE}
        role="img"
        aria-label={`${brand.name} logo, ${title.toLowerCase()}, ${LOGO_SIZE} by ${LOGO_SIZE} pixels`}
        className="aspect-square w-full max-w-64 rounded-md border bg-[repeating-conic-gradient(#e5e7eb_0%_25%,#ffffff_0%_50%)] bg-[length:16px_16px]"
      />
      <p className="text-center text-sm text-muted-foreground">{description}</p>
      <Button type="button" onClick={download} aria-describedby={headingId}>
        <Download aria-hidden="true" />
        Download PNG Image
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
          Back to Home
        </Link>
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Social Media Logo</h1>
          <p className="mt-2 text-muted-foreground">
            {LOGO_SIZE} x {LOGO_SIZE} PNG images for profile pictures on any social network.
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
