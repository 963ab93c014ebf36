import { Input } from 'antd-mobile';
import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';

/** A number field between a minus and a plus button (quantities, prices). */
export function Stepper({
  value,
  onChange,
  onStep,
  inputMode = 'decimal',
  placeholder,
  testId,
  invalid,
  disabled,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  onStep: (direction: 1 | -1) => void;
  inputMode?: 'decimal' | 'numeric';
  placeholder?: string;
  testId: string;
  invalid?: boolean;
  disabled?: boolean;
  label: string;
}) {
  return (
    <div className={`stepper${invalid ? ' is-invalid' : ''}`} data-testid={testId}>
      <button type="button" onClick={() => onStep(-1)} disabled={disabled} aria-label={`${label} −`} data-testid={`${testId}-minus`}>
        <MinusOutline />
      </button>
      <Input
        className="stepper-input num"
        value={value}
        onChange={onChange}
        inputMode={inputMode}
        placeholder={placeholder}
        disabled={disabled}
        aria-label={label}
        data-testid={`${testId}-input`}
      />
      <button type="button" onClick={() => onStep(1)} disabled={disabled} aria-label={`${label} +`} data-testid={`${testId}-plus`}>
        <AddOutline />
      </button>
    </div>
  );
}

/** A labelled block of the order form, with an optional hint or error under it. */
export function Field({ label, extra, hint, error, children, testId }: { label: ReactNode; extra?: ReactNode; hint?: ReactNode; error?: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div className="order-field" data-testid={testId}>
      <div className="order-field-head">
        <span className="order-field-label">{label}</span>
        {extra}
      </div>
      {children}
      {error ? (
        <p className="order-field-error" role="alert" data-testid={testId ? `${testId}-error` : undefined}>
          {error}
        </p>
      ) : hint ? (
        <p className="order-field-hint">{hint}</p>
      ) : null}
    </div>
  );
}

/** Rows of label / value, for the cost and the result. */
export function Lines({ rows, testId }: { rows: ([ReactNode, ReactNode, string] | false | undefined | null | '')[]; testId?: string }) {
  return (
    <dl className="cost-lines num" data-testid={testId}>
      {rows.filter(Boolean).map((row) => {
        const [label, value, key] = row as [ReactNode, ReactNode, string];
        return (
          <div key={key} data-testid={`line-${key}`}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        );
      })}
    </dl>
  );
}
