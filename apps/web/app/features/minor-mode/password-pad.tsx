import { PasscodeInput } from 'antd-mobile';
import { useState, type ReactElement } from 'react';

type PasswordPadProps = {
  title: string;
  hint?: string;
  error?: string | undefined;
  onFill: (password: string) => void;
};

/** The 4-digit 青少年模式 password, one box a digit, submitted as soon as the fourth is typed. */
export function PasswordPad({ title, hint, error, onFill }: PasswordPadProps): ReactElement {
  const [value, setValue] = useState('');
  return (
    <div className="kq-minor-pad">
      <h2 className="kq-minor-pad-title">{title}</h2>
      {hint ? <p className="kq-minor-pad-hint">{hint}</p> : null}
      <PasscodeInput
        length={4}
        seperated
        value={value}
        error={Boolean(error)}
        onChange={(next) => setValue(next.replace(/\D/g, ''))}
        onFill={(password) => {
          setValue('');
          onFill(password);
        }}
        data-testid="minor-password"
      />
      <p className="kq-minor-pad-error" role="alert">
        {error ?? ''}
      </p>
    </div>
  );
}
