import type { RouteObject } from '@portfolio/router';
import { NotFoundPage, type RemoteModules } from '@portfolio/ui';
import { NotesListing } from '../features/listing/NotesListing';
import { PostPage } from '../features/post/PostPage';
import { POST_METAS, findPost } from '../data/posts';

/** Mounted by the shell under /notes/*: the listing, one page per post, and 404 for deeper paths. */
const routes: RouteObject[] = [
  { index: true, element: <NotesListing posts={POST_METAS} /> },
  { path: ':slug', element: <PostPage find={findPost} /> },
  { path: '*', element: <NotFoundPage /> },
];

/** Checked against the shell's contract at compile time: a change that breaks the shell fails the build. */
export default routes satisfies RemoteModules['mf_notes/routes']['default'];
