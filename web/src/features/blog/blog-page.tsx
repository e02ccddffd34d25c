// /my-blog: the three newest posts featured (BLOG_TEASER_COUNT), then every post.
import { BLOG_TEASER_COUNT, type BlogPost } from '@prime/contract';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format.ts';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { usePageTitle } from '../../ui/use-page-title.ts';
import { blogPostPath, splitHashtags, useBlogPosts } from './api/get-blog-posts.ts';
import styles from './blog-page.module.css';

export default function BlogPage() {
  const { data: posts = [], isPending } = useBlogPosts();
  const [lead, ...others] = posts.slice(0, BLOG_TEASER_COUNT);

  usePageTitle('Insights');

  return (
    <>
      <header className={styles.hero}>
        <div className="container">
          <h1 className={styles.title}>INSIGHTS</h1>
          <p className={styles.subtitle}>STORIES AND INTERVIEWS</p>
        </div>
      </header>
      {isPending && <Spinner label="Loading posts…" />}
      {lead && (
        <section className="section container" aria-labelledby="recent-title">
          <h2 id="recent-title" className="section-title">
            RECENT BLOG POSTS
          </h2>
          <div className={styles.recent}>
            <PostCard post={lead} large />
            <div className={styles.recentSide}>
              {others.map((post) => (
                <PostCard key={post.bl_id} post={post} />
              ))}
            </div>
          </div>
        </section>
      )}
      {posts.length > 0 && (
        <section className="section container" aria-labelledby="all-title">
          <h2 id="all-title" className="section-title">
            ALL BLOG POSTS
          </h2>
          <ul className={styles.grid}>
            {posts.map((post) => (
              <li key={post.bl_id}>
                <PostCard post={post} showDate />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function PostCard({
  post,
  large = false,
  showDate = false,
}: {
  post: BlogPost;
  large?: boolean;
  showDate?: boolean;
}) {
  const tags = splitHashtags(post.bl_hashtags);
  return (
    <article className={`${styles.post} ${large ? styles.large : ''}`}>
      {/* The lead post's picture is the page's largest: preloaded, the others load as they near. */}
      <ResponsiveImage
        src={post.bl_image}
        alt=""
        width={large ? 800 : 400}
        height={large ? 480 : 240}
        sizes={
          large
            ? '(min-width: 1200px) 700px, (min-width: 900px) 60vw, 100vw'
            : '(min-width: 900px) 400px, 100vw'
        }
        widths={[320, 480, 640, 800, 1080]}
        priority={large}
      />
      <div className={styles.postBody}>
        <p className={styles.meta}>
          <span>{post.bl_name}</span>
          {showDate && <time dateTime={post.bl_created_at}>{formatDate(post.bl_created_at)}</time>}
        </p>
        <h3 className={styles.postTitle}>
          <Link to={blogPostPath(post)} className={styles.postLink}>
            {post.bl_heading}
          </Link>
        </h3>
        <p className={styles.description}>{post.bl_description}</p>
        {tags.length > 0 && (
          <ul className={styles.tags} aria-label="Tags">
            {tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
