import { Input } from 'antd-mobile';
import { useState, type ReactElement } from 'react';

type PasswordInputProps = {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  autoComplete?: 'current-password' | 'new-password';
  id?: string;
};

function EyeIcon({ open }: { open: boolean }): ReactElement {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" aria-hidden="true">
      <path
        d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z"
        stroke="currentColor"
        strokeWidth="1.7"
      />
      <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="1.7" />
      {open ? null : <path d="M4 20L20 4" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />}
    </svg>
  );
}

/** A password field with a show/hide toggle; works as a controlled antd-mobile Form field. */
export function PasswordInput({
  value,
  onChange,
  placeholder,
  autoComplete = 'current-password',
  id,
}: PasswordInputProps): ReactElement {
  const [visible, setVisible] = useState(false);
  return (
    <div className="kq-password-input">
      <Input
        id={id}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={onChange}
        placeholder={placeholder}
        autoComplete={autoComplete}
        maxLength={20}
        clearable
      />
      <button
        type="button"
        className="kq-password-eye"
        aria-label={visible ? '隐藏密码' : '显示密码'}
        onClick={() => setVisible((v) => !v)}
      >
        <EyeIcon open={visible} />
      </button>
    </div>
  );
}
