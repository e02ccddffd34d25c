// Adds or renames a category or a concern (a concern has an image too), checked with the server's
// own schema.
import { categorySaveBody, concernSaveBody, type ApiSuccess } from '@prime/contract';
import { useState } from 'react';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { saveCategory } from '../api/save-category.ts';
import { saveConcern } from '../api/save-concern.ts';
import { errorsByPath, type PathErrors } from '../shared/errors.ts';
import { ImageField } from '../shared/image-field.tsx';
import shared from '../shared/admin.module.css';
import { useAdminWrite } from '../shared/use-admin-write.ts';

export type GroupEdit =
  | { kind: 'category'; id?: number; name: string }
  | { kind: 'concern'; id?: number; name: string; image: string };

export function GroupDialog({ edit, onClose }: { edit: GroupEdit; onClose: () => void }) {
  const [name, setName] = useState(edit.name);
  const [image, setImage] = useState(edit.kind === 'concern' ? edit.image : '');
  const [errors, setErrors] = useState<PathErrors>({});
  const saveOne = useAdminWrite({
    write: (body: {
      kind: GroupEdit['kind'];
      id?: number;
      name: string;
      image: string;
    }): Promise<ApiSuccess> =>
      body.kind === 'category'
        ? saveCategory({ ...(body.id ? { c_id: body.id } : {}), c_name: body.name })
        : saveConcern({ ...(body.id ? { cc_id: body.id } : {}), cc_name: body.name, cc_image: body.image }),
    success: (answer) => answer.message,
    onSuccess: onClose,
  });
  const word = edit.kind === 'category' ? 'category' : 'concern';
  const nameField = edit.kind === 'category' ? 'c_name' : 'cc_name';
  const shown = { ...saveOne.fieldErrors, ...errors };

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const checked =
      edit.kind === 'category'
        ? categorySaveBody.safeParse({ c_name: name })
        : concernSaveBody.safeParse({ cc_name: name, cc_image: image });
    const found = checked.success ? {} : errorsByPath(checked.error.issues);
    setErrors(found);
    if (Object.keys(found).length === 0) saveOne.mutate({ kind: edit.kind, id: edit.id, name, image });
  }

  return (
    <Dialog
      open
      title={edit.id ? `Edit the ${word} ${edit.name}` : `New ${word}`}
      onClose={onClose}
      closeOnBackdrop={false}
    >
      <form onSubmit={onSubmit} noValidate>
        <TextField
          label={edit.kind === 'category' ? 'Category name' : 'Concern name'}
          value={name}
          error={shown[nameField]}
          onChange={(event) => setName(event.target.value)}
        />
        {edit.kind === 'concern' && (
          <ImageField
            label="Concern image"
            value={image}
            onChange={setImage}
            error={shown.cc_image}
            optional
          />
        )}
        <div className={shared.formActions}>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={saveOne.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn" disabled={saveOne.isPending}>
            {saveOne.isPending ? 'Saving…' : `Save ${word}`}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
