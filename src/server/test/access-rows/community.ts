import { type AccessRow, signedIn } from '../access-callers';

// The access matrix's rows for the community (access-table.ts).

export const communityRows: Record<string, AccessRow> = {
  // The community is shared by every member: anyone signed in reads and replies to any
  // discussion; only its author or an admin deletes it; the demo only reads.
  'GET /api/community/topics': { expect: signedIn(200) },
  'POST /api/community/topics': {
    expect: { ...signedIn(201), demo: 403 },
    body: { title: 'Matrix discussion', content: 'Hello' },
  },
  'GET /api/community/topics/:topicId': { expect: signedIn(200) },
  'POST /api/community/topics/:topicId/replies': {
    expect: { ...signedIn(201), demo: 403 },
    body: { content: 'A reply' },
  },
  'POST /api/community/topics/:topicId/like': { expect: { ...signedIn(200), demo: 403 } },
  'DELETE /api/community/topics/:topicId': {
    expect: { ...signedIn(200), demo: 403, stranger: 403 },
  },
};
