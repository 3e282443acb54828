// Index of the community feature (decision record 080): other features and the app import it
// only through this file. The caregiver community: posts, and the display name a member is shown by
// (record 033).

export { communityRoutes } from './community.routes';
export { updateProfile } from './display-name.service';
export { communityPostsOf } from './member-posts';
