// MY PROFILE: what the account holds, and the form that changes it.
import { messages } from '@prime/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Session } from '../../lib/session.ts';
import { SuccessPopup } from '../../ui/success-popup.tsx';
import pageStyles from '../../ui/page-panel.module.css';
import { useProfile } from './api/get-profile.ts';
import { ProfileEditForm } from './profile-edit-form.tsx';
import { ProfilePhoto } from './profile-photo.tsx';
import styles from './profile.module.css';

export function ProfileSection({ session }: { session: Session }) {
  const { data: profile } = useProfile(session.userId);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const closeSaved = useCallback(() => setSaved(false), []);
  // Cancel removes the focused button with the form: focus goes back to Edit Profile, not the page.
  const editButton = useRef<HTMLButtonElement>(null);
  const focusEditButton = useRef(false);
  useEffect(() => {
    if (editing || !focusEditButton.current) return;
    focusEditButton.current = false;
    editButton.current?.focus();
  }, [editing]);

  // Until the account answers, the details cached at login stand in.
  const name = profile?.u_name ?? session.name;
  const email = profile?.u_email ?? session.email;
  const mobile = profile?.u_mobile ?? session.phone;

  return (
    <section className={pageStyles.panel} aria-labelledby="my-profile">
      <div className={pageStyles.panelHead}>
        <h1 id="my-profile" className={pageStyles.heading}>
          MY PROFILE
        </h1>
      </div>
      {editing ? (
        <ProfileEditForm
          userId={session.userId}
          initial={{ name, email, mobile, image: profile?.u_image ?? '' }}
          onCancel={() => {
            focusEditButton.current = true;
            setEditing(false);
          }}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
        />
      ) : (
        <div className={styles.view}>
          <ProfilePhoto src={profile?.u_image} name={name || 'User Name'} />
          <div className={styles.details}>
            <p className={styles.name}>{name || 'User Name'}</p>
            <p>{email || 'Email not added: add one to get order mails'}</p>
            <p>{mobile ? `(+91) ${mobile}` : 'Phone not added'}</p>
          </div>
          <button ref={editButton} type="button" className="btn btn-outline" onClick={() => setEditing(true)}>
            Edit Profile
          </button>
        </div>
      )}
      <SuccessPopup
        open={saved}
        title={messages.profileUpdatedTitle}
        text={messages.profileUpdated}
        onClose={closeSaved}
        focusAfterClose={editButton}
      />
    </section>
  );
}
