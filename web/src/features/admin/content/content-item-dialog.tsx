// Adds or changes one item of a content list, with the fields of its kind, checked with the server's
// own schema for that kind.
import { contentSaveBodies } from '@prime/contract';
import { useRef, useState } from 'react';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { ContentItem } from '../api/get-content-list.ts';
import { saveContent } from '../api/save-content.ts';
import { errorsByPath, type PathErrors } from '../shared/errors.ts';
import { Checkbox, focusFirstInvalid, TextArea } from '../shared/form-controls.tsx';
import { ImageField } from '../shared/image-field.tsx';
import shared from '../shared/admin.module.css';
import { useAdminWrite } from '../shared/use-admin-write.ts';
import type { ContentField, ContentKindConfig } from './content-kinds.ts';

interface ContentItemDialogProps {
  config: ContentKindConfig;
  /** The item to change; none to add one. */
  item?: ContentItem;
  onClose: () => void;
}

function startingValues(config: ContentKindConfig, item?: ContentItem): ContentItem {
  const values: ContentItem = {};
  for (const field of config.fields) {
    values[field.name] = item?.[field.name] ?? (field.type === 'active' ? 1 : '');
  }
  if (item) values[config.idField] = item[config.idField]!;
  return values;
}

interface ContentFieldControlProps {
  field: ContentField;
  value: string | number | undefined;
  error: string | undefined;
  onChange: (value: string | number) => void;
}

/** One field of the item, with the control its type calls for. */
function ContentFieldControl({ field, value, error, onChange }: ContentFieldControlProps) {
  if (field.type === 'image') {
    return (
      <ImageField
        label={field.label}
        value={String(value ?? '')}
        error={error}
        onChange={(path) => onChange(path)}
      />
    );
  }
  if (field.type === 'active') {
    return (
      <Checkbox
        label={field.label}
        checked={value === 1}
        onChange={(event) => onChange(event.target.checked ? 1 : 0)}
      />
    );
  }
  if (field.type === 'textarea') {
    return (
      <TextArea
        label={field.label}
        hint={field.hint}
        value={String(value ?? '')}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <TextField
      label={field.label}
      hint={field.hint}
      type={field.type === 'link' ? 'url' : 'text'}
      value={String(value ?? '')}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

export function ContentItemDialog({ config, item, onClose }: ContentItemDialogProps) {
  const [values, setValues] = useState(() => startingValues(config, item));
  const [checkErrors, setCheckErrors] = useState<PathErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const save = useAdminWrite({ write: saveContent, success: (answer) => answer.message, onSuccess: onClose });
  const errors = { ...save.fieldErrors, ...checkErrors };
  const set = (name: string, value: string | number) =>
    setValues((current) => ({ ...current, [name]: value }));

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const checked = contentSaveBodies[config.kind].safeParse(values);
    const found = checked.success ? {} : errorsByPath(checked.error.issues);
    setCheckErrors(found);
    if (Object.keys(found).length > 0) focusFirstInvalid(form.current);
    else save.mutate({ kind: config.kind, item: values });
  }

  return (
    <Dialog
      open
      title={item ? `Edit ${config.noun}` : `New ${config.noun}`}
      onClose={onClose}
      closeOnBackdrop={false}
    >
      <form ref={form} onSubmit={onSubmit} noValidate>
        {config.fields.map((field) => (
          <ContentFieldControl
            key={field.name}
            field={field}
            value={values[field.name]}
            error={errors[field.name]}
            onChange={(value) => set(field.name, value)}
          />
        ))}
        <div className={shared.formActions}>
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={save.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : `Save ${config.noun}`}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
