// A password box with a button that shows or hides what was typed. The caller gives it an id and a
// visible <label htmlFor>.
import { useState } from 'react';
import styles from './password-input.module.css';

export type PasswordInputProps = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  ref?: React.Ref<HTMLInputElement>;
};

export function PasswordInput({ className, ...props }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className={styles.wrap}>
      <input
        {...props}
        type={visible ? 'text' : 'password'}
        className={`${styles.input} ${className ?? ''}`}
      />
      {/* Named by hidden text, not aria-label: a label lookup for "Password" must find only the box. */}
      <button type="button" className={styles.toggle} onClick={() => setVisible((v) => !v)}>
        <span className="visually-hidden">{visible ? 'Hide password' : 'Show password'}</span>
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor">
          <path strokeWidth="1.8" d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle strokeWidth="1.8" cx="12" cy="12" r="3" />
          {visible && <path strokeWidth="1.8" strokeLinecap="round" d="M4 4l16 16" />}
        </svg>
      </button>
    </div>
  );
}
