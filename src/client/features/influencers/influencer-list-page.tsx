import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Download, Lightbulb } from 'lucide-react';
import { MarketingHeader } from '../../components/marketing-header';
import { SiteFooter } from '../../components/site-footer';
import { Button } from '../../components/ui/button';
import { downloadFile } from '../../lib/download-file';
import { ProspectCard } from './components/prospect-card';
import { INFLUENCER_CSV_FILE, influencerCsv } from './influencer-csv';
import { prospects } from './prospects';

const tips = [
  [msg`Email first`, msg`A short, personal email gets read; cold direct messages rarely do.`],
  [
    msg`Lead with audience value`,
    msg`Say what their followers gain, such as the free checklist, before what you want.`,
  ],
  [
    msg`Use social proof`,
    msg`Mention the 2,500+ families who use the product, and partners they know.`,
  ],
  [
    msg`Start small`,
    msg`Ask for one post, one newsletter mention or one webinar before a long partnership.`,
  ],
  [msg`Follow up`, msg`Most partnerships take 3-5 touchpoints: follow up politely, a week apart.`],
] as const;

/**
 * /influencer-list: internal (noindex), for the owner's affiliate outreach. The prospects are the
 * owner's research, kept as written (like what a family types), and the CSV's columns stay the
 * spec's: only the page's own words follow the reader's language.
 */
export function InfluencerListPage() {
  const { i18n } = useLingui();
  const count = prospects.length;
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
              <Trans>Eldercare Influencer & Partner List</Trans>
            </h1>
            <p className="mt-2 text-muted-foreground">
              <Trans>
                {count} affiliate prospects for outreach. Internal: not for search engines.
              </Trans>
            </p>
          </div>
          <Button type="button" onClick={download}>
            <Download aria-hidden="true" />
            <Trans>Download CSV List</Trans>
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
            <Trans>Outreach Tips</Trans>
          </h2>
          <ol className="mt-4 grid gap-4 md:grid-cols-2">
            {tips.map(([title, text]) => (
              <li key={title.id}>
                <h3 className="font-semibold">{i18n._(title)}</h3>
                <p className="text-muted-foreground">{i18n._(text)}</p>
              </li>
            ))}
          </ol>
        </section>
      </main>
      <SiteFooter />
    </div>
  );
}
