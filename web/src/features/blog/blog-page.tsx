// /my-blog (account-side "Blog page"): the three newest posts featured, then every post.
import { BLOG_TEASER_COUNT, type BlogPost } from '@prime/contract';
import { formatDate } from '../../lib/format.ts';
import { imageUrl } from '../../lib/image-url.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { usePageTitle } from '../layout/use-page-title.ts';
import { splitHashtags, useBlogPosts } from './api/get-blog-posts.ts';
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
      <img
        src={imageUrl(post.bl_image)}
        alt=""
        width={large ? 800 : 400}
        height={large ? 480 : 240}
        loading={large ? 'eager' : 'lazy'}
      />
      <div className={styles.postBody}>
        <p className={styles.meta}>
          <span>{post.bl_name}</span>
          {showDate && <time dateTime={post.bl_created_at}>{formatDate(post.bl_created_at)}</time>}
        </p>
        <h3 className={styles.postTitle}>{post.bl_heading}</h3>
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
