import { Hono } from 'hono';
import { z } from 'zod';
import { createReplySchema, createTopicSchema, topicTabs } from '../../../shared/schemas/community';
import { requireUser, type SignedInEnv } from '../../auth/require-user';
import { createThrottle } from '../../auth/throttle';
import { jsonBody, pathIds } from '../../lib/validate';
import type { BaseDeps } from '../../service-deps';
import * as service from './community.service';

/** A discussion's id in the path: not a UUID, not a discussion. */
const topicId = pathIds(['topicId'], 'Discussion not found');

export function communityRoutes(deps: BaseDeps) {
  const throttle = createThrottle(deps.database.db, deps.config);
  // Posting and replying share one count per account, so a flood is stopped either way.
  const countPost = (userId: string) =>
    throttle.consume([{ limiter: 'communityPostAccount', key: userId }]);

  return new Hono<SignedInEnv>()
    .use(requireUser)
    .get('/topics', async (c) => {
      const tab = z.enum(topicTabs).catch('all').parse(c.req.query('tab'));
      return c.json(await service.listTopics(deps, c.get('actor'), { tab }));
    })
    .post('/topics', jsonBody(createTopicSchema), async (c) => {
      const input = c.req.valid('json');
      await countPost(c.get('actor').user.id);
      return c.json(await service.createTopic(deps, c.get('actor'), input), 201);
    })
    .get('/topics/:topicId', topicId, async (c) => {
      return c.json(await service.getTopic(deps, c.get('actor'), c.req.valid('param')));
    })
    .post('/topics/:topicId/replies', topicId, jsonBody(createReplySchema), async (c) => {
      await countPost(c.get('actor').user.id);
      const input = { ...c.req.valid('json'), ...c.req.valid('param') };
      return c.json(await service.replyToTopic(deps, c.get('actor'), input), 201);
    })
    .post('/topics/:topicId/like', topicId, async (c) => {
      return c.json(await service.likeTopic(deps, c.get('actor'), c.req.valid('param')));
    })
    .delete('/topics/:topicId', topicId, async (c) => {
      await service.deleteTopic(deps, c.get('actor'), c.req.valid('param'));
      return c.json({ success: true });
    });
}
