// What other features may use of the blog: everything else in this folder is its own business.
export { blogPostPath, splitHashtags, useBlogPosts } from './api/get-blog-posts.ts';
