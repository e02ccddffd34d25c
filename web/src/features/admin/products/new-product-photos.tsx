// The photos of a product being created, chosen before it exists: each checked in the browser at
// once, listed in the order the shop will show them (the first is the main photo), and uploaded
// right after the product is created (create-product.ts).
import { useState } from 'react';
import { Field } from '../../../ui/field.tsx';
import shared from '../shared/admin.module.css';
import { IMAGE_ACCEPT, IMAGE_RULE, imageFileProblem } from '../shared/image-file.ts';
import styles from './products.module.css';

interface NewProductPhotosProps {
  photos: File[];
  onChange: (photos: File[]) => void;
  /** What the form's check found (none chosen while the product is to be shown). */
  error: string | undefined;
}

export function NewProductPhotos({ photos, onChange, error }: NewProductPhotosProps) {
  const [problem, setProblem] = useState<string>();
  return (
    <section className={shared.panel} aria-labelledby="new-product-photos">
      <h2 id="new-product-photos">Photos</h2>
      <Field
        label="Add photos"
        hint={`${IMAGE_RULE} each. The first is the main photo. A product is shown in the shop only with a photo.`}
        error={problem ?? error}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            multiple
            accept={IMAGE_ACCEPT}
            onChange={(event) => {
              const chosen = [...(event.target.files ?? [])];
              const problems = chosen.map(imageFileProblem);
              setProblem(problems.find(Boolean));
              onChange([...photos, ...chosen.filter((_, index) => !problems[index])]);
              event.target.value = '';
            }}
          />
        )}
      </Field>
      {photos.length > 0 && (
        <ol className={styles.chosenPhotos} aria-label="Photos to upload">
          {photos.map((photo, index) => (
            <li key={`${photo.name}-${index}`}>
              <span>
                {photo.name}
                {index === 0 && <span className={shared.muted}> · main photo</span>}
              </span>
              <button
                type="button"
                className={shared.linkButton}
                aria-label={`Remove photo ${index + 1} (${photo.name})`}
                onClick={() => onChange(photos.filter((_, at) => at !== index))}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
