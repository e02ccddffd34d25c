// The profile form: filters what is typed, checks name, email and phone in the spec's order with the
// shared schema, then sends everything (and a new photo, if picked) as one multipart request. A photo
// the server would refuse (not an image, over 5 MB) is refused here, before it travels. A new email
// needs the code mailed to it: the first Save Changes sends the code, the second carries it.
import {
  keepNameCharacters,
  MAX_UPLOAD_BYTES,
  messages,
  normalizeEmail,
  profileBody,
  type ProfileBody,
} from '@prime/contract';
import { useEffect, useRef, useState } from 'react';
import { isRefusal, serverMessageOr } from '../../lib/api-failure.ts';
import { bindFields } from '../../ui/bind-fields.ts';
import { PhoneField } from '../../ui/digit-fields.tsx';
import { Field } from '../../ui/field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useToast } from '../../ui/toast.tsx';
import { sendEmailOtp } from './api/send-email-otp.ts';
import { useUpdateProfile } from './api/update-profile.ts';
import { ProfilePhoto } from './profile-photo.tsx';
import styles from './profile.module.css';

export interface ProfileFormValues {
  name: string;
  email: string;
  mobile: string;
  image: string;
}

type CheckedField = 'name' | 'email' | 'mobile';

/** The server's own refusal of a photo, said before the upload: its type first, then its size. */
export function photoProblem(file: File): string | undefined {
  if (!file.type.startsWith('image/')) return messages.onlyImages;
  if (file.size > MAX_UPLOAD_BYTES) return messages.imageTooLarge;
  return undefined;
}
const errorTitles: Record<CheckedField, string> = {
  name: messages.profileInvalidNameTitle,
  email: messages.profileInvalidEmailTitle,
  mobile: messages.profileInvalidPhoneTitle,
};

export interface ProfileEditFormProps {
  userId: string;
  initial: ProfileFormValues;
  onCancel: () => void;
  onSaved: () => void;
}

/** The object URL showing the picked photo, revoked when another is picked or the form goes. */
function usePhotoPreview(photo: File | null): string {
  const [preview, setPreview] = useState('');
  useEffect(() => {
    if (!photo) return;
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);
  return preview;
}

/** Sends the checked profile with the picked photo; a failure is said in a toast. */
function useSaveProfile(userId: string, onSaved: () => void) {
  const update = useUpdateProfile();
  const { toast } = useToast();
  function save(profile: ProfileBody, photo: File | null) {
    update.mutate(
      { userId, ...profile, image: photo },
      {
        onSuccess: onSaved,
        onError: (error) =>
          isRefusal(error)
            ? toast({
                title: messages.profileUpdateFailedTitle,
                text: serverMessageOr(error, messages.profileUpdateFailed),
                kind: 'error',
              })
            : toast({
                title: messages.somethingWentWrongTitle,
                text: messages.profileUpdateError,
                kind: 'error',
              }),
      },
    );
  }
  return { save, isPending: update.isPending };
}

/** The code a new email needs: where it was sent, what is typed, and its problem. */
function useEmailCode(currentEmail: string) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (sentTo) input.current?.focus();
  }, [sentTo]);
  /** Sends a code to `email`; answers the server's refusal, if any. */
  async function send(email: string): Promise<string | undefined> {
    setSending(true);
    try {
      await sendEmailOtp(email);
      setCode('');
      setError(undefined);
      setSentTo(email);
      return undefined;
    } catch (failure) {
      return serverMessageOr(failure, messages.profileUpdateError);
    } finally {
      setSending(false);
    }
  }
  /**
   * Saves a profile whose email is the account's own at once; a new one first gets its code (the first
   * SAVE CHANGES), then goes with the code typed (the second).
   */
  function saveWithCode(
    profile: ProfileBody,
    save: (profile: ProfileBody) => void,
    refuseEmail: (message: string) => void,
  ) {
    if (profile.email === normalizeEmail(currentEmail)) return save(profile);
    if (sentTo !== profile.email) {
      void send(profile.email).then((refused) => refused && refuseEmail(refused));
      return;
    }
    if (!/^\d{4}$/.test(code)) return setError(messages.emailOtpNeeded);
    save({ ...profile, email_otp: code });
  }
  return { sentTo, code, setCode, error, sending, input, saveWithCode };
}

/** The box for the code mailed to a new email, shown once it was sent. */
function EmailCodeField({ emailCode }: { emailCode: ReturnType<typeof useEmailCode> }) {
  return (
    <TextField
      label="Code from your new email"
      hint={`${messages.emailOtpSent} (${emailCode.sentTo})`}
      ref={emailCode.input}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={4}
      value={emailCode.code}
      error={emailCode.error}
      onChange={(event) => emailCode.setCode(event.target.value.replace(/\D/g, ''))}
    />
  );
}

interface PhotoPickerProps {
  initial: ProfileFormValues;
  preview: string;
  error: string | undefined;
  onPick: (event: React.ChangeEvent<HTMLInputElement>) => void;
}

/** The current photo, or the picked one's preview, and the file input. */
function PhotoPicker({ initial, preview, error, onPick }: PhotoPickerProps) {
  return (
    <div className={styles.photoPicker}>
      {preview ? (
        <img className={styles.photo} src={preview} alt="Preview of the new photo" width={96} height={96} />
      ) : (
        <ProfilePhoto src={initial.image} name={initial.name} />
      )}
      <Field label="Profile photo" error={error}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            onChange={onPick}
          />
        )}
      </Field>
    </div>
  );
}

export function ProfileEditForm({ userId, initial, onCancel, onSaved }: ProfileEditFormProps) {
  const [values, setValues] = useState({ name: initial.name, email: initial.email, mobile: initial.mobile });
  const [photo, setPhoto] = useState<File | null>(null);
  const preview = usePhotoPreview(photo);
  const [problem, setProblem] = useState<{ field: CheckedField | 'image'; message: string } | null>(null);
  const update = useSaveProfile(userId, onSaved);
  const emailCode = useEmailCode(initial.email);
  // The Edit Profile button that had focus is gone: start the keyboard at the first thing to change.
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => nameInput.current?.focus(), []);

  function onPickPhoto(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const refused = file ? photoProblem(file) : undefined;
    if (refused) {
      setProblem({ field: 'image', message: refused });
      setPhoto(null);
      event.target.value = '';
      return;
    }
    setProblem(null);
    setPhoto(file);
  }

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const checked = profileBody.safeParse(values);
    if (!checked.success) {
      const first = checked.error.issues[0]!;
      setProblem({ field: first.path[0] as CheckedField, message: first.message });
      return;
    }
    setProblem(null);
    emailCode.saveWithCode(
      checked.data,
      (profile) => update.save(profile, photo),
      (message) => setProblem({ field: 'email', message }),
    );
  }

  const errors: Partial<Record<CheckedField | 'image', string>> = problem
    ? { [problem.field]: problem.message }
    : {};
  const titleOf = (field: CheckedField) => (problem?.field === field ? errorTitles[field] : undefined);
  // Decision: a space is let through the name (the rule allows "letters and spaces", and "Asha Rao" must
  // be typeable); the email is kept exactly as typed, and its rule says what is wrong with it.
  const { text, digits } = bindFields(values, errors, setValues);

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <PhotoPicker initial={initial} preview={preview} error={errors.image} onPick={onPickPhoto} />
      <TextField
        label="Full Name"
        errorTitle={titleOf('name')}
        ref={nameInput}
        autoComplete="name"
        {...text('name', keepNameCharacters)}
      />
      <TextField
        label="Email Address"
        errorTitle={titleOf('email')}
        type="email"
        autoComplete="email"
        {...text('email')}
      />
      {emailCode.sentTo === normalizeEmail(values.email) && <EmailCodeField emailCode={emailCode} />}
      <PhoneField label="Mobile Phone" before="+91" errorTitle={titleOf('mobile')} {...digits('mobile')} />
      <div className={styles.actions}>
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn" disabled={update.isPending || emailCode.sending}>
          Save Changes
        </button>
      </div>
    </form>
  );
}
