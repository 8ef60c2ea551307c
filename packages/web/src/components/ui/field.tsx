import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from '../../lib/cn';

const CONTROL =
  'w-full rounded-md border bg-background px-3 py-2 text-sm placeholder:text-muted-foreground aria-invalid:border-destructive';

interface FieldProps {
  label: string;
  /** A server or schema message for this field. */
  error?: string;
  className?: string;
}

/** What ties a control to its label and its error message. */
interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A label, the control `children` renders with the wiring, and the error message under it. */
function Field({
  label,
  error,
  className,
  children,
}: FieldProps & { children: (wiring: ControlWiring) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its error message wired to aria-describedby. */
export function InputField({
  label,
  error,
  className,
  ...props
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field label={label} error={error} className={className}>
      {(wiring) => <input {...wiring} className={cn(CONTROL, 'h-10')} {...props} />}
    </Field>
  );
}

/** A labelled text area with its error message wired to aria-describedby. */
export function TextareaField({
  label,
  error,
  className,
  ...props
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <Field label={label} error={error} className={className}>
      {(wiring) => <textarea {...wiring} className={CONTROL} {...props} />}
    </Field>
  );
}
