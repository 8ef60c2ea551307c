import { InputField } from '../../../components/ui/field';
import type { Estimate } from './use-estimate';

interface EstimateFieldsProps {
  estimate: Estimate;
  /** The sheet lets the browser refuse an empty address; the page's form shows the spec's toast. */
  requireEmail?: boolean;
}

/** The name and e-mail fields (named, so a form can focus them), in the page's form and the sheet. */
export function EstimateFields({ estimate, requireEmail }: EstimateFieldsProps) {
  return (
    <>
      <InputField
        label="Name (optional)"
        name="name"
        autoComplete="name"
        placeholder="Jane Smith"
        value={estimate.name}
        onChange={(event) => estimate.setName(event.target.value)}
        error={estimate.errors.name}
      />
      <InputField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="jane@company.com"
        required={requireEmail}
        value={estimate.email}
        onChange={(event) => estimate.setEmail(event.target.value)}
        error={estimate.errors.email}
      />
    </>
  );
}

/** Moves the focus to the field a failed submit is about. */
export function focusField(form: HTMLFormElement | null, name: 'name' | 'email'): void {
  const field = form?.elements.namedItem(name);
  if (field instanceof HTMLInputElement) field.focus();
}
