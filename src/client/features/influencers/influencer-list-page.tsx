import { Download, Lightbulb } from 'lucide-react';
import { MarketingHeader } from '../../components/marketing-header';
import { SiteFooter } from '../../components/site-footer';
import { Button } from '../../components/ui/button';
import { downloadFile } from '../../lib/download-file';
import { ProspectCard } from './components/prospect-card';
import { INFLUENCER_CSV_FILE, influencerCsv } from './influencer-csv';
import { prospects } from './prospects';

const tips = [
  ['Email first', 'A short, personal email gets read; cold direct messages rarely do.'],
  [
    'Lead with audience value',
    'Say what their followers gain, such as the free checklist, before what you want.',
  ],
  ['Use social proof', 'Mention the 2,500+ families who use the product, and partners they know.'],
  [
    'Start small',
    'Ask for one post, one newsletter mention or one webinar before a long partnership.',
  ],
  ['Follow up', 'Most partnerships take 3-5 touchpoints: follow up politely, a week apart.'],
] as const;

/** /influencer-list: internal (noindex), for the owner's affiliate outreach. */
export function InfluencerListPage() {
  const download = () =>
    downloadFile(
      INFLUENCER_CSV_FILE,
      new Blob([influencerCsv(prospects)], { type: 'text/csv;charset=utf-8' }),
    );
  return (
    <div className="flex min-h-screen flex-col">
      <MarketingHeader />
      <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-8 px-4 py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold tracking-tight">
              Eldercare Influencer & Partner List
            </h1>
            <p className="mt-2 text-muted-foreground">
              {prospects.length} affiliate prospects for outreach. Internal: not for search engines.
            </p>
          </div>
          <Button type="button" onClick={download}>
            <Download aria-hidden="true" />
            Download CSV List
          </Button>
        </div>
        <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
          {prospects.map((prospect) => (
            <li key={prospect.email} className="flex">
              <ProspectCard prospect={prospect} />
            </li>
          ))}
        </ul>
        <section aria-labelledby="tips-heading" className="rounded-lg border bg-muted/50 p-6">
          <h2 id="tips-heading" className="flex items-center gap-2 text-2xl font-bold">
            <Lightbulb aria-hidden="true" className="size-6 text-primary" />
            Outreach Tips
          </h2>
          <ol className="mt-4 grid gap-4 md:grid-cols-2">
            {tips.map(([title, text]) => (
              <li key={title}>
                <h3 className="font-semibold">{title}</h3>
                <p className="text-muted-foreground">{text}</p>
              </li>
            ))}
          </ol>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
