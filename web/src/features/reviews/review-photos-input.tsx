// The photos of the WRITE A REVIEW form: several at once, image types only, at most 4, each checked
// for the server's 5 MB limit and, by its first bytes, for being a photo at all (a text file named
// .jpg is refused here, as the server would) before anything is sent, with the server's own words;
// shown as previews that can be removed before sending.
import {
  IMAGE_SIGNATURE_BYTES,
  MAX_REVIEW_IMAGES,
  messages,
  photosLeft,
  REVIEW_IMAGE_ACCEPT,
  reviewPhotoError,
  sniffImageType,
} from '@prime/contract';
import { useEffect, useId, useRef, useState } from 'react';
import styles from './write-review.module.css';

export interface ChosenPhoto {
  id: number;
  file: File;
  /** A blob: URL of the file for its preview, revoked when the photo is removed. */
  preview: string;
}

interface Props {
  photos: ChosenPhoto[];
  onChange: (photos: ChosenPhoto[]) => void;
}

let nextPhotoId = 1;

/** The first bytes of a file, which tell whether it is an image (a FileReader: every browser has it). */
function firstBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    // An unreadable file has no image bytes to show.
    reader.onerror = () => resolve(new Uint8Array());
    reader.readAsArrayBuffer(file.slice(0, IMAGE_SIGNATURE_BYTES));
  });
}

/** Why a chosen file cannot go with the review: too big, or not an image by its type or its bytes. */
async function photoProblem(file: File): Promise<string | undefined> {
  const refused = reviewPhotoError(file);
  if (refused) return refused;
  return sniffImageType(await firstBytes(file)) ? undefined : messages.onlyImages;
}

/** Adds what fits of `files` to `photos`; answers the new list and why any file was left out. */
export async function addPhotos(
  photos: ChosenPhoto[],
  files: File[],
): Promise<{ photos: ChosenPhoto[]; problem?: string }> {
  const added: ChosenPhoto[] = [];
  let problem: string | undefined;
  const problems = await Promise.all(files.map(photoProblem));
  for (const [index, file] of files.entries()) {
    const refused = problems[index];
    if (refused) {
      problem ??= `${file.name}: ${refused}`;
      continue;
    }
    if (added.length >= photosLeft(photos.length)) {
      problem ??= messages.tooManyImages;
      continue;
    }
    added.push({ id: nextPhotoId++, file, preview: URL.createObjectURL(file) });
  }
  return { photos: [...photos, ...added], problem };
}

/** Previews still shown when the form goes away are let go with it. */
function useRevokeOnUnmount(photos: ChosenPhoto[]) {
  const shown = useRef(photos);
  useEffect(() => {
    shown.current = photos;
  });
  useEffect(() => () => shown.current.forEach((photo) => URL.revokeObjectURL(photo.preview)), []);
}

interface PhotoPreviewsProps {
  photos: ChosenPhoto[];
  /** Marks the remove buttons of this input, for the focus after a removal. */
  removeMark: string;
  onRemove: (photo: ChosenPhoto, index: number) => void;
}

/** The chosen photos, each with its remove button. */
function PhotoPreviews({ photos, removeMark, onRemove }: PhotoPreviewsProps) {
  return (
    <ul className={styles.previews} aria-label="Photos to send">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <img src={photo.preview} alt={`Photo ${index + 1}: ${photo.file.name}`} width={88} height={88} />
          <button
            type="button"
            className={styles.removePhoto}
            data-photo-remove={removeMark}
            aria-label={`Remove photo ${index + 1}: ${photo.file.name}`}
            onClick={() => onRemove(photo, index)}
          >
            <svg width="14" height="14" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
            </svg>
          </button>
        </li>
      ))}
    </ul>
  );
}

export function ReviewPhotosInput({ photos, onChange }: Props) {
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const [problem, setProblem] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const full = photos.length >= MAX_REVIEW_IMAGES;
  useRevokeOnUnmount(photos);

  async function onPick(event: React.ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // The same file may be chosen again after it was removed.
    event.target.value = '';
    const picked = await addPhotos(photos, files);
    setProblem(picked.problem);
    onChange(picked.photos);
  }

  function remove(photo: ChosenPhoto, index: number) {
    URL.revokeObjectURL(photo.preview);
    setProblem(undefined);
    onChange(photos.filter((p) => p.id !== photo.id));
    // Focus stays in the list: on the photo that took this one's place, or back on the picker.
    requestAnimationFrame(() => {
      const buttons = document.querySelectorAll<HTMLButtonElement>(`[data-photo-remove="${inputId}"]`);
      (buttons[Math.min(index, buttons.length - 1)] ?? input.current)?.focus();
    });
  }

  const describedBy = [problem && problemId, hintId].filter(Boolean).join(' ');
  return (
    <div className={`field ${styles.photos}`}>
      <label htmlFor={inputId}>Add photos (optional)</label>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={REVIEW_IMAGE_ACCEPT}
        multiple
        disabled={full}
        aria-describedby={describedBy}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => void onPick(event)}
      />
      <p id={hintId} className="field-hint">
        {full
          ? `You have added ${MAX_REVIEW_IMAGES} photos, the most a review can hold.`
          : `Up to ${MAX_REVIEW_IMAGES} photos (JPEG, PNG, WebP or GIF), 5 MB each. ${photos.length} of ${MAX_REVIEW_IMAGES} added.`}
      </p>
      {problem && (
        <p id={problemId} className="field-error" role="alert">
          {problem}
        </p>
      )}
      {photos.length > 0 && <PhotoPreviews photos={photos} removeMark={inputId} onRemove={remove} />}
    </div>
  );
}
