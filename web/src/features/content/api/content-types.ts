// Shapes of the content endpoints (issue 4 contract).

/** The public view of whoever uploaded or commented (never the email, phone or contact email). */
export interface Uploader {
  _id: string;
  verified: boolean;
  profiledetails: { Username?: string; profilePic?: string | null };
}

export interface Video {
  _id: string;
  title: string;
  description: string;
  videoUrl: string;
  likes: number;
  /** Whether the caller has liked it. */
  userHasLiked: boolean;
  createdAt: string;
  uploadedBy: Uploader | null;
}

export interface Comment {
  _id: string;
  text: string;
  createdAt: string;
  commentedBy: { _id: string; profiledetails?: { Username?: string } } | null;
}

/** A blog, or a talk (its text is the title; summary and content are ''). */
export interface Post {
  _id: string;
  kind: 'blog' | 'talk';
  title: string;
  summary: string;
  content: string;
  coverImageUrl: string | null;
  createdAt: string;
  uploadedBy: Uploader | null;
  /** A talk's newest comments (at most three from the server, plus any posted since), oldest first; [] for blogs. */
  comments: Comment[];
  /** How many comments the talk has, counted up to 100 (100 means 100 or more); the rest page through GET /api/talks/:talkId/comments. */
  commentCount?: number;
}

/** A page of a talk's comments, newest first. */
export interface TalkCommentsPage extends Paged {
  comments: Comment[];
}

export type PostKind = Post['kind'];

/** Lists are newest first; `nextCursor` is null on the last page. */
export interface Paged {
  success: boolean;
  message?: string;
  nextCursor: string | null;
}

export interface FeedPage extends Paged {
  data: { videos: Video[]; blogs: Post[] };
}

export interface VideosPage extends Paged {
  data: Video[];
}

export interface PostsPage extends Paged {
  data: Post[];
}

export interface CommentsReply {
  success: boolean;
  comments: Comment[];
  nextCursor: string | null;
}
