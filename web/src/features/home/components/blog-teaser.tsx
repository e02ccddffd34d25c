// The first three blog posts (BLOG_TEASER_COUNT), each opening its own page.
import { BLOG_TEASER_COUNT } from '@prime/contract';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format.ts';
import { ResponsiveImage } from '../../../ui/responsive-image.tsx';
import { blogPostPath, useBlogPosts } from '../../blog/index.ts';
import styles from './home-sections.module.css';

export function BlogTeaser() {
  const { data: posts = [] } = useBlogPosts();
  if (!posts.length) return null;
  return (
    <section className="section container below-fold" aria-labelledby="blog-teaser-title">
      <h2 id="blog-teaser-title" className="section-title">
        INSIGHTS
      </h2>
      <ul className={styles.teasers}>
        {posts.slice(0, BLOG_TEASER_COUNT).map((post) => (
          <li key={post.bl_id}>
            <Link to={blogPostPath(post)} className={styles.teaser}>
              <ResponsiveImage
                src={post.bl_image}
                alt=""
                width={400}
                height={240}
                sizes="(min-width: 700px) 400px, 100vw"
                widths={[320, 480, 640, 800]}
              />
              <span className={styles.teaserMeta}>
                {post.bl_name} · {formatDate(post.bl_created_at)}
              </span>
              <span className={styles.teaserTitle}>{post.bl_heading}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link to="/my-blog" className="btn btn-outline">
          Read all insights
        </Link>
      </p>
    </section>
  );
}
