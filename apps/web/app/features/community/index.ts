/** 圈子: circles, a circle's posts with the composer, a post or question, and the user's posts. */
export { CommunityHomePage } from './community-home-page';
export { CirclePage } from './circle-page';
export { PostPage } from './post-page';
export { MyCommunityPage } from './my-community-page';
export { PostCard } from './post-card';
