import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Heart, Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  type CreateReplyInput,
  type CreateReplyValues,
  createReplySchema,
} from '../../../../shared/schemas/community';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { PageSpinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { showServerFieldErrors } from '../../../lib/form-errors';
import { useLocale } from '../../../lib/i18n';
import { notifyRefused } from '../../../lib/notify-refused';
import { sessionQueryKey, useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useSchemaForm } from '../../../lib/use-schema-form';
import {
  communityQueryKey,
  deleteTopic,
  likeTopic,
  replyToTopic,
  topicQuery,
} from '../api/community-requests';
import { formatActivityDate } from '../format-activity-date';
import { DeleteTopicButton } from './delete-topic-button';
import { DisplayNameField, useAsksForDisplayName } from './display-name-field';
import { TopicBadges } from './topic-badges';

/** One discussion with its replies; members reply, like once, and authors delete their own. */
export function TopicView({ topicId }: { topicId: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { data: topic, isPending, isError } = useQuery(topicQuery(topicId));
  const { data: session } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const refresh = () => queryClient.invalidateQueries({ queryKey: communityQueryKey });
  const like = useMutation({
    mutationFn: () => likeTopic(topicId),
    onSuccess: refresh,
    onError: (error) => notifyRefused(error, t`Failed to like discussion`),
  });
  const remove = useMutation({
    mutationFn: () => deleteTopic(topicId),
    onSuccess: async () => {
      toast.success(t`Discussion deleted`);
      await refresh();
      navigate('/community', { replace: true });
    },
    onError: (error) => notifyRefused(error, t`Failed to delete discussion`),
  });

  // A discussion opens in place (a new query, no new page): start keyboard and screen reader
  // users at its title, as a category does.
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = Boolean(topic);
  useEffect(() => {
    if (loaded) heading.current?.focus();
  }, [loaded]);

  const back = (
    <Button asChild variant="ghost" size="sm" className="-ml-3 self-start">
      <Link to="/community">
        <ArrowLeft aria-hidden="true" />
        <Trans>Back to Discussions</Trans>
      </Link>
    </Button>
  );
  if (isPending) return <PageSpinner />;
  if (isError || !topic) {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <h1 className="text-2xl font-bold">
          <Trans>Discussion not found</Trans>
        </h1>
        <p>
          <Trans>It may have been deleted, or it is not open to your plan.</Trans>
        </p>
      </div>
    );
  }
  const canDelete = topic.mine || session?.user.isAdmin;
  const { author, participants, likes, replies } = topic;
  const lastActive = formatActivityDate(topic.lastActive, i18n, locale);

  return (
    <article className="flex flex-col gap-5">
      {back}
      <header className="flex flex-col gap-2">
        <h1
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-bold tracking-tight break-words focus-visible:outline-none sm:text-3xl"
        >
          {topic.title}
        </h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          <TopicBadges topic={topic} />
          <Trans>
            By <span className="font-medium text-foreground">{author}</span> · Last active{' '}
            {lastActive} ·{' '}
            <Plural value={participants} one="# participant" other="# participants" />
          </Trans>
        </p>
      </header>
      <p className="whitespace-pre-wrap break-words">{topic.content}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          aria-pressed={topic.likedByMe}
          disabled={topic.likedByMe || like.isPending}
          onClick={() => like.mutate()}
        >
          <Heart aria-hidden="true" className={topic.likedByMe ? 'fill-current' : undefined} />
          {topic.likedByMe ? <Trans>Liked ({likes})</Trans> : <Trans>Like ({likes})</Trans>}
        </Button>
        {canDelete && (
          <DeleteTopicButton onConfirm={() => remove.mutate()} busy={remove.isPending}>
            <Trash2 aria-hidden="true" />
            <Trans>Delete discussion</Trans>
          </DeleteTopicButton>
        )}
      </div>
      <section aria-labelledby="replies-heading" className="flex flex-col gap-3">
        <h2 id="replies-heading" className="text-xl font-semibold">
          <Plural value={replies} one="# reply" other="# replies" />
        </h2>
        <ol className="flex flex-col gap-3">
          {topic.replyList.map((reply) => (
            <li key={reply.id} className="rounded-md border p-3">
              <p className="text-sm text-muted-foreground">
                <span className="font-medium text-foreground">{reply.author}</span> ·{' '}
                {formatActivityDate(reply.createdAt, i18n, locale)}
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words">{reply.content}</p>
            </li>
          ))}
        </ol>
        <ReplyForm topicId={topicId} onReplied={refresh} />
      </section>
    </article>
  );
}

function ReplyForm({ topicId, onReplied }: { topicId: string; onReplied: () => unknown }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (input: CreateReplyInput) => replyToTopic(topicId, input),
  });
  const asksName = useAsksForDisplayName();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useSchemaForm(createReplySchema, { content: '' });
  const onSubmit = async ({ displayName, ...values }: CreateReplyValues) => {
    try {
      await mutation.mutateAsync({ ...values, ...(displayName && { displayName }) });
      reset();
      await onReplied();
      // A name chosen with the reply is the member's now: the form stops asking for it.
      if (displayName) await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      toast.success(t`Reply posted`);
    } catch (error) {
      showServerFieldErrors(error, ['content', 'displayName'], setError);
      notifyRefused(error, t`Failed to post reply`);
    }
  };
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} className="flex flex-col gap-3">
      <FormField id="reply-content" label={t`Your reply`} error={errors.content?.message}>
        {(control) => (
          <Textarea {...control} {...register('content')} rows={3} aria-required="true" />
        )}
      </FormField>
      {asksName && (
        <DisplayNameField
          id="reply-display-name"
          register={register('displayName')}
          error={errors.displayName?.message}
        />
      )}
      <Button type="submit" disabled={isSubmitting} className="w-full sm:w-auto sm:self-start">
        {isSubmitting ? <Trans>Posting...</Trans> : <Trans>Post Reply</Trans>}
      </Button>
    </form>
  );
}
