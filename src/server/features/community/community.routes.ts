import { Hono } from 'hono';
import { z } from 'zod';
import { createReplySchema, createTopicSchema, topicTabs } from '../../../shared/schemas/community';
import { requireUser, type SignedInEnv } from '../../auth/require-user';
import { createThrottle } from '../../auth/throttle';
import { parseJson, pathId } from '../../lib/validate';
import type { BaseDeps } from '../../service-deps';
import * as service from './community.service';

const topicId = (value: string | undefined) => pathId(value, 'Discussion not found');

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
    .post('/topics', async (c) => {
      const input = await parseJson(c, createTopicSchema);
      await countPost(c.get('actor').user.id);
      return c.json(await service.createTopic(deps, c.get('actor'), input), 201);
    })
    .get('/topics/:topicId', async (c) => {
      const input = { topicId: topicId(c.req.param('topicId')) };
      return c.json(await service.getTopic(deps, c.get('actor'), input));
    })
    .post('/topics/:topicId/replies', async (c) => {
      const body = await parseJson(c, createReplySchema);
      await countPost(c.get('actor').user.id);
      const input = { ...body, topicId: topicId(c.req.param('topicId')) };
      return c.json(await service.replyToTopic(deps, c.get('actor'), input), 201);
    })
    .post('/topics/:topicId/like', async (c) => {
      const input = { topicId: topicId(c.req.param('topicId')) };
      return c.json(await service.likeTopic(deps, c.get('actor'), input));
    })
    .delete('/topics/:topicId', async (c) => {
      await service.deleteTopic(deps, c.get('actor'), { topicId: topicId(c.req.param('topicId')) });
      return c.json({ success: true });
    });
}
