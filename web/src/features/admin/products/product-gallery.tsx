// The product's photos in the order the shop shows them; the first is the main photo on its card and
// page. Photos are added one at a time, moved one step at a time and removed after a confirmation.
import { catalogueMessages, type AdminProduct } from '@prime/contract';
import { useRef, useState } from 'react';
import { imageUrl } from '../../../lib/image-url.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { Field } from '../../../ui/field.tsx';
import { deleteProductImage } from '../api/delete-product-image.ts';
import { orderProductImages } from '../api/order-product-images.ts';
import { uploadProductImage } from '../api/upload-product-image.ts';
import shared from '../shared/admin.module.css';
import { failureMessage } from '../shared/errors.ts';
import { IMAGE_ACCEPT, IMAGE_RULE, imageFileProblem } from '../shared/image-file.ts';
import { useAdminWrite } from '../shared/use-admin-write.ts';
import styles from './products.module.css';

export function ProductGallery({ product }: { product: AdminProduct }) {
  const images = product.productimage;
  const [removing, setRemoving] = useState<{ id: number; position: number } | null>(null);
  const reorder = useAdminWrite({
    write: orderProductImages,
    success: (answer) => answer.message || catalogueMessages.imagesReordered,
  });
  const remove = useAdminWrite({
    write: deleteProductImage,
    success: (answer) => answer.message || catalogueMessages.imageRemoved,
    onSuccess: () => setRemoving(null),
  });

  function move(from: number, to: number) {
    const order = images.map((image) => image.pi_id);
    const [moved] = order.splice(from, 1);
    order.splice(to, 0, moved!);
    reorder.mutate({ productId: product.p_id, order });
  }

  const busy = reorder.isPending || remove.isPending;
  return (
    <section className={shared.panel} aria-labelledby="product-gallery">
      <h2 id="product-gallery">Photos</h2>
      {images.length === 0 ? (
        <p className={shared.muted}>No photos yet: the shop shows a placeholder until one is added.</p>
      ) : (
        <ol className={styles.gallery}>
          {images.map((image, index) => (
            <GalleryPhoto
              key={image.pi_id}
              src={image.pi_image}
              alt={`Photo ${index + 1} of ${product.p_productname}`}
              index={index}
              busy={busy}
              onEarlier={index > 0 ? () => move(index, index - 1) : undefined}
              onLater={index < images.length - 1 ? () => move(index, index + 1) : undefined}
              onRemove={() => setRemoving({ id: image.pi_id, position: index + 1 })}
            />
          ))}
        </ol>
      )}
      <PhotoUpload productId={product.p_id} />
      <ConfirmDialog
        open={removing !== null}
        title="Remove this photo?"
        text={`Photo ${removing?.position ?? ''} leaves the product's gallery in the shop.`}
        confirmLabel="Remove photo"
        busy={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

interface GalleryPhotoProps {
  src: string;
  alt: string;
  /** Where the photo stands, from 0 (the main photo). */
  index: number;
  busy: boolean;
  /** Undefined for the first photo, which cannot go earlier. */
  onEarlier: (() => void) | undefined;
  /** Undefined for the last photo. */
  onLater: (() => void) | undefined;
  onRemove: () => void;
}

function GalleryPhoto({ src, alt, index, busy, onEarlier, onLater, onRemove }: GalleryPhotoProps) {
  const position = index + 1;
  return (
    <li className={styles.photo}>
      <img src={imageUrl(src)} alt={alt} width={140} height={140} loading="lazy" />
      <span className={shared.muted}>{index === 0 ? 'Main photo' : `Photo ${position}`}</span>
      <div className={styles.photoActions}>
        {onEarlier && (
          <button
            type="button"
            className={shared.linkButton}
            disabled={busy}
            aria-label={`Move photo ${position} earlier`}
            onClick={onEarlier}
          >
            {index === 1 ? 'Make main' : 'Move earlier'}
          </button>
        )}
        {onLater && (
          <button
            type="button"
            className={shared.linkButton}
            disabled={busy}
            aria-label={`Move photo ${position} later`}
            onClick={onLater}
          >
            Move later
          </button>
        )}
        <button
          type="button"
          className={shared.linkButton}
          disabled={busy}
          aria-label={`Remove photo ${position}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
    </li>
  );
}

/** One photo at a time, checked in the browser before it is sent. */
function PhotoUpload({ productId }: { productId: number }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const upload = useAdminWrite({
    write: uploadProductImage,
    success: (answer) => answer.message || catalogueMessages.imageAdded,
    onSuccess: () => {
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    },
    // The reason stays at the box, not only in a toast that goes away.
    onFailure: (error) => {
      upload.setFieldErrors((found) => ({ image: found.image ?? failureMessage(error) }));
      return false;
    },
  });

  function onUpload(event: React.FormEvent) {
    event.preventDefault();
    const problem = file ? imageFileProblem(file) : catalogueMessages.imageRequired;
    if (problem || !file) {
      upload.setFieldErrors({ image: problem ?? catalogueMessages.imageRequired });
      return;
    }
    upload.mutate({ productId, file });
  }

  return (
    <form onSubmit={onUpload} noValidate>
      <Field label="Add a photo" hint={`${IMAGE_RULE}.`} error={upload.fieldErrors.image}>
        {(control) => (
          <input
            {...control}
            ref={fileInput}
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              const problem = chosen && imageFileProblem(chosen);
              upload.setFieldErrors(problem ? { image: problem } : {});
            }}
          />
        )}
      </Field>
      <button type="submit" className="btn btn-outline" disabled={upload.isPending}>
        {upload.isPending ? 'Uploading…' : 'Upload photo'}
      </button>
    </form>
  );
}
