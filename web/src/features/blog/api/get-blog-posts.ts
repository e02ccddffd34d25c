import type { ApiSuccess, BlogPost } from '@prime/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api.ts';

/** Newest first, as the server sends them. */
async function getBlogPosts(): Promise<BlogPost[]> {
  return (await apiPost<ApiSuccess<{ list: BlogPost[] }>>('list/blog')).list;
}

const blogPostsQueryOptions = () =>
  queryOptions({ queryKey: ['blog-posts'], queryFn: getBlogPosts, staleTime: 5 * 60_000 });

export const useBlogPosts = () => useQuery(blogPostsQueryOptions());

/** Hashtags arrive comma-separated ("#glow, #spf") or typed with spaces ("#glow #spf"): one chip each. */
export const splitHashtags = (hashtags: string) =>
  hashtags
    .split(/[\s,]+/)
    .map((tag) => tag.trim())
    .filter(Boolean);

/** A post's own page. */
export const blogPostPath = (post: BlogPost) => `/my-blog/${post.bl_id}`;
