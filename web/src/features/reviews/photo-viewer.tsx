// A review's photos, larger, one at a time, as wide as the screen allows up to a desktop's 912 px and
// no taller than most of the screen: Previous / Next buttons, the arrow keys, a swipe on a touch
// screen; Esc, × or a click outside closes it (the shared dialog) and focus returns to the thumbnail.
import { useEffect, useRef } from 'react';
import { Dialog } from '../../ui/dialog.tsx';
import { ChevronIcon } from '../../ui/icons.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import styles from './photo-viewer.module.css';

/** A horizontal move of at least this much (px) is a swipe, not a tap. */
const SWIPE_PX = 40;

interface Props {
  photos: string[];
  author: string;
  /** The photo shown, or null when the viewer is closed. */
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
}

export function PhotoViewer({ photos, author, index, onIndex, onClose }: Props) {
  const open = index !== null && photos.length > 0;
  const current = Math.min(index ?? 0, photos.length - 1);
  const count = photos.length;
  const show = (next: number) => onIndex((next + count) % count);
  const swipeFrom = useRef<number | null>(null);

  useEffect(() => {
    if (!open || count < 2) return;
    // On the document: focus may be on the dialog itself, its × or a button, and the keys work from each.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') onIndex((current + 1) % count);
      else if (event.key === 'ArrowLeft') onIndex((current - 1 + count) % count);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, current, count, onIndex]);

  return (
    <Dialog
      open={open}
      title={`Photo ${current + 1} of ${count} from ${author}`}
      onClose={onClose}
      size="large"
    >
      <div
        className={styles.stage}
        onPointerDown={(event) => {
          swipeFrom.current = event.clientX;
        }}
        onPointerUp={(event) => {
          const from = swipeFrom.current;
          swipeFrom.current = null;
          if (from === null || count < 2) return;
          const moved = event.clientX - from;
          if (Math.abs(moved) >= SWIPE_PX) show(moved < 0 ? current + 1 : current - 1);
        }}
        onPointerCancel={() => {
          swipeFrom.current = null;
        }}
      >
        <ResponsiveImage
          key={photos[current]}
          src={photos[current]}
          alt={`Photo ${current + 1} of ${count} from ${author}`}
          width={800}
          height={800}
          sizes="(min-width: 1000px) 912px, 90vw"
          widths={[480, 640, 800, 1080, 1600]}
          className={styles.photo}
        />
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.step}
            aria-label="Previous photo"
            onClick={() => show(current - 1)}
          >
            <ChevronIcon className={styles.previous} />
          </button>
          <span aria-live="polite">
            {current + 1} / {count}
          </span>
          <button
            type="button"
            className={styles.step}
            aria-label="Next photo"
            onClick={() => show(current + 1)}
          >
            <ChevronIcon className={styles.next} />
          </button>
        </div>
      )}
    </Dialog>
  );
}
