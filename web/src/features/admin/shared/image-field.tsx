// An image of a form: the current one shown small, and a file picker that uploads the chosen file at
// once; the form then saves the path the server answered.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { imageUrl } from '../../../lib/image-url.ts';
import { Field } from '../../../ui/field.tsx';
import { uploadImage } from '../api/upload-image.ts';
import { failureMessage, serverFieldErrors } from './errors.ts';
import { IMAGE_ACCEPT, IMAGE_RULE, imageFileProblem } from './image-file.ts';
import styles from './admin.module.css';

interface ImageFieldProps {
  label: string;
  /** The stored path, or '' for none. */
  value: string;
  onChange: (path: string) => void;
  error?: string;
  /** May be left without an image. */
  optional?: boolean;
}

export function ImageField({ label, value, onChange, error, optional = false }: ImageFieldProps) {
  const upload = useMutation({ mutationFn: uploadImage, onSuccess: (answer) => onChange(answer.image) });
  const [problem, setProblem] = useState<string>();
  const uploadError = upload.isError
    ? (serverFieldErrors(upload.error).image ?? failureMessage(upload.error))
    : undefined;

  return (
    <div className={styles.imageField}>
      {value ? (
        <img src={imageUrl(value)} alt="" width={72} height={72} className={styles.preview} />
      ) : (
        <span className={styles.noImage}>No image</span>
      )}
      <div>
        <Field
          label={label}
          hint={upload.isPending ? 'Uploading…' : `${IMAGE_RULE}: it is uploaded at once.`}
          error={problem ?? uploadError ?? error}
        >
          {(control) => (
            <input
              {...control}
              type="file"
              accept={IMAGE_ACCEPT}
              disabled={upload.isPending}
              onChange={(event) => {
                const file = event.target.files?.[0];
                const found = file && imageFileProblem(file);
                setProblem(found);
                upload.reset();
                if (file && !found) upload.mutate(file);
              }}
            />
          )}
        </Field>
        {optional && value && (
          <button type="button" className={styles.linkButton} onClick={() => onChange('')}>
            Remove {label.toLowerCase()}
          </button>
        )}
      </div>
    </div>
  );
}
