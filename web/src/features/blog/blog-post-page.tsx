// /my-blog/:postId: one post on a page of its own, rendered on the server like the blog itself
// (docs/decisions/0013-server-rendered-pages.md), with the way back to the blog.
import { useParams } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { Breadcrumbs } from '../../ui/breadcrumbs.tsx';
import { NotFoundMessage } from '../../ui/not-found-page.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { splitHashtags, useBlogPosts } from './api/get-blog-posts.ts';
import { PostText } from './post-text.tsx';
import styles from './blog-page.module.css';

export default function BlogPostPage() {
  const postId = Number(useParams().postId);
  const { data: posts, isPending } = useBlogPosts();
  const post = posts?.find((candidate) => candidate.bl_id === postId);
  usePageTitle(post?.bl_heading);

  if (isPending) return <Spinner label="Loading post…" />;
  if (!post) return <NotFoundMessage title="Post not found" text="We could not find this post." />;
  const tags = splitHashtags(post.bl_hashtags);
  return (
    <article className={`section container ${styles.article}`}>
      <Breadcrumbs
        steps={[{ name: 'Home', to: '/' }, { name: 'Insights', to: '/my-blog' }, { name: post.bl_heading }]}
      />
      <h1 className={styles.articleTitle}>{post.bl_heading}</h1>
      <p className={styles.meta}>
        <span>{post.bl_name}</span>
        <time dateTime={post.bl_created_at}>{formatDate(post.bl_created_at)}</time>
      </p>
      <ResponsiveImage
        src={post.bl_image}
        alt=""
        width={800}
        height={480}
        sizes="(min-width: 840px) 800px, 100vw"
        widths={[320, 480, 640, 800, 1080]}
        priority
      />
      <PostText text={post.bl_description} className={styles.articleText} />
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
