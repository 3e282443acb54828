import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Crown, ExternalLink, MessageSquarePlus } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { type TopicTab, topicTabs } from '../../../shared/schemas/community';
import { AppHeader } from '../../components/app-header';
import { Button, buttonVariants } from '../../components/ui/button';
import { PageSpinner } from '../../components/ui/spinner';
import { WelcomeVideoFrame } from '../../components/welcome-video-frame';
import { brand } from '../../config/brand';
import { useSession } from '../../lib/session';
import { topicsQuery } from './api/community-requests';
import { NewTopicForm } from './components/new-topic-form';
import { TopicCard } from './components/topic-card';
import { TopicView } from './components/topic-view';

const tabLabels: Record<TopicTab, MessageDescriptor> = {
  all: msg`All Discussions`,
  mine: msg`My Posts`,
  premium: msg`Premium Topics`,
};

/** /community: the caregivers' discussions, kept on the server (decision D3). */
export function CommunityPage() {
  const [params, setParams] = useSearchParams();
  const topicId = params.get('topic');
  return (
    <div className="flex min-h-screen flex-col">
      <AppHeader />
      <main className="mx-auto flex w-full max-w-4xl flex-1 flex-col gap-8 px-4 py-6 sm:py-8">
        {topicId ? (
          <TopicView topicId={topicId} />
        ) : (
          <CommunityHome params={params} setParams={setParams} />
        )}
      </main>
    </div>
  );
}

function CommunityHome({
  params,
  setParams,
}: {
  params: URLSearchParams;
  setParams: ReturnType<typeof useSearchParams>[1];
}) {
  const { t, i18n } = useLingui();
  const { data: session } = useSession();
  const premium = session?.user.subscriptionTier === 'premium';
  const tabs = topicTabs.filter((tab) => tab !== 'premium' || premium);
  const requested = params.get('tab') as TopicTab | null;
  const tab: TopicTab = requested && tabs.includes(requested) ? requested : 'all';
  const formRef = useRef<HTMLElement>(null);

  const startDiscussion = () => {
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formRef.current?.querySelector('input')?.focus({ preventScroll: true });
  };

  return (
    <>
      <section aria-labelledby="community-heading" className="flex flex-col gap-4">
        <h1 id="community-heading" className="text-3xl font-bold tracking-tight">
          <Trans>Caregiver Community</Trans>
        </h1>
        <p className="text-muted-foreground">
          <Trans>
            Share what you are going through with families who understand. Watch the short tour,
            then join the conversation below.
          </Trans>
        </p>
        <WelcomeVideoFrame />
        <a
          href={brand.links.communityAccessRequest}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 self-start font-medium text-primary underline underline-offset-4"
        >
          <Trans>Request access to the community forum</Trans>
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      </section>

      <section aria-labelledby="support-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="support-heading" className="text-2xl font-semibold">
            <Trans>Community Support</Trans>
          </h2>
          <Button onClick={startDiscussion}>
            <MessageSquarePlus aria-hidden="true" />
            <Trans>Start a Discussion</Trans>
          </Button>
        </div>
        <Tabs.Root
          value={tab}
          onValueChange={(value) => setParams(value === 'all' ? {} : { tab: value })}
          className="flex flex-col gap-4"
        >
          <Tabs.List
            aria-label={t`Discussions`}
            className="flex flex-wrap gap-1 rounded-lg bg-muted p-1"
          >
            {tabs.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="min-h-10 flex-1 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm"
              >
                {i18n._(tabLabels[value])}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {tabs.map((value) => (
            <Tabs.Content key={value} value={value}>
              {value === tab && <TopicList tab={value} onCreateFirst={startDiscussion} />}
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </section>

      {!premium && <UpgradeCard />}
      <NewTopicForm
        ref={formRef}
        premium={premium}
        onPosted={() => setParams(tab === 'all' ? {} : { tab })}
      />
    </>
  );
}

function TopicList({ tab, onCreateFirst }: { tab: TopicTab; onCreateFirst: () => void }) {
  const { t } = useLingui();
  const { data, isPending, isError, refetch } = useQuery(topicsQuery(tab));
  // Announced politely when the list changes (a new post, another tab).
  const count = data?.length;
  const announced = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (announced.current && count !== undefined) {
      announced.current.textContent = t`${plural(count, { one: '# discussion', other: '# discussions' })}`;
    }
  }, [count, t]);

  if (isPending) return <PageSpinner />;
  if (isError) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p>
          <Trans>We couldn't load the discussions.</Trans>
        </p>
        <Button variant="outline" onClick={() => refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return (
    <>
      <p ref={announced} aria-live="polite" className="sr-only" />
      {data.length === 0 && tab === 'mine' ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center">
          <p className="font-medium">
            <Trans>You haven't created any posts yet</Trans>
          </p>
          <Button onClick={onCreateFirst}>
            <Trans>Create Your First Post</Trans>
          </Button>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {data.map((topic) => (
            <li key={topic.id}>
              <TopicCard topic={topic} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function UpgradeCard() {
  return (
    <section
      aria-labelledby="upgrade-heading"
      className="flex flex-col gap-3 rounded-lg border border-primary bg-secondary p-4 text-secondary-foreground sm:p-6"
    >
      <h2 id="upgrade-heading" className="flex items-center gap-2 text-xl font-semibold">
        <Crown aria-hidden="true" className="size-5" />
        <Trans>Upgrade to Premium</Trans>
      </h2>
      <p>
        <Trans>
          Premium members join Premium Topics, expert Q&amp;A sessions and the instructional video
          for every task.
        </Trans>
      </p>
      <a
        href={brand.links.videoCourse}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({ className: 'self-start' })}
      >
        <Trans>
          Upgrade to Premium <span className="sr-only">(opens in a new tab)</span>
        </Trans>
      </a>
    </section>
  );
}
