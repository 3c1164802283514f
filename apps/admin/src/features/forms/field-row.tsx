import { type ReactNode, useId } from 'react';

interface FieldRowProps {
  label: ReactNode;
  /** A line under the control. */
  hint?: ReactNode;
  /** A switch: the control first, its label beside it. */
  inline?: boolean;
  /** The control, given the id its label points at. */
  children(id: string): ReactNode;
}

/** A labelled control of the builder and the reply form (antd inputs take the id onto their input). */
export function FieldRow({ label, hint, inline, children }: FieldRowProps) {
  const id = useId();
  const labelEl = <label htmlFor={id}>{label}</label>;
  return (
    <div className={inline ? 'form-field-row form-field-switch' : 'form-field-row'}>
      {inline ? children(id) : labelEl}
      {inline ? labelEl : children(id)}
      {hint ? <span className="screen-muted">{hint}</span> : null}
    </div>
  );
}
