import { LIMITS } from '@leadline/domain';
import { useId, useState, type Ref } from 'react';
import { InputField, TextareaField } from '../../../components/ui/field';
import { CheckboxGroup, RadioGroup } from './choice-group';
import { FIELD_LABELS, OPTIONS, STEP_COPY } from './content';
import { isValidEmail, stepId, type WizardAnswers } from './wizard-logic';

const INVALID_EMAIL = 'Please enter a valid email address.';

interface WizardStepProps {
  step: number;
  answers: WizardAnswers;
  onChange: (changes: Partial<WizardAnswers>) => void;
  /** Per-field messages from the schema or the server. */
  errors: Partial<Record<keyof WizardAnswers, string>>;
  /** The heading takes focus when the step changes. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** One question of the wizard: its heading, its help text and its inputs. */
export function WizardStep({ step, answers, onChange, errors, headingRef }: WizardStepProps) {
  const id = stepId(step);
  const copy = STEP_COPY[id];
  const headingId = useId();
  const descriptionId = useId();
  const group = { labelledBy: headingId, describedBy: descriptionId };

  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="space-y-1">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold tracking-tight sm:text-2xl"
        >
          {copy.title}
        </h2>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {copy.description}
        </p>
      </div>

      {id === 'pain_point' && (
        <RadioGroup
          {...group}
          name="painPoint"
          options={OPTIONS.painPoint}
          value={answers.painPoint}
          onChange={(painPoint) => onChange({ painPoint })}
        />
      )}
      {id === 'current_tools' && (
        <CheckboxGroup
          {...group}
          name="currentTools"
          options={OPTIONS.currentTools}
          values={answers.currentTools}
          onChange={(currentTools) => onChange({ currentTools })}
        />
      )}
      {id === 'manual_process' && (
        <TextareaField
          label={FIELD_LABELS.manualProcess}
          name="manualProcess"
          rows={6}
          maxLength={LIMITS.wizardText}
          placeholder={FIELD_LABELS.manualProcessPlaceholder}
          value={answers.manualProcess}
          error={errors.manualProcess}
          onChange={(event) => onChange({ manualProcess: event.target.value })}
        />
      )}
      {id === 'team_size' && (
        <RadioGroup
          {...group}
          name="teamSize"
          options={OPTIONS.teamSize}
          value={answers.teamSize}
          onChange={(teamSize) => onChange({ teamSize })}
        />
      )}
      {id === 'success_vision' && (
        <TextareaField
          label={FIELD_LABELS.successVision}
          name="successVision"
          rows={6}
          required
          maxLength={LIMITS.wizardText}
          placeholder={FIELD_LABELS.successVisionPlaceholder}
          value={answers.successVision}
          error={errors.successVision}
          onChange={(event) => onChange({ successVision: event.target.value })}
        />
      )}
      {id === 'timeline_budget' && (
        <div className="space-y-8">
          <RadioGroup
            legend={FIELD_LABELS.timeline}
            name="timeline"
            options={OPTIONS.timeline}
            value={answers.timeline}
            onChange={(timeline) => onChange({ timeline })}
          />
          <RadioGroup
            legend={FIELD_LABELS.budgetRange}
            name="budgetRange"
            options={OPTIONS.budgetRange}
            value={answers.budgetRange}
            onChange={(budgetRange) => onChange({ budgetRange })}
          />
        </div>
      )}
      {id === 'contact_info' && (
        <ContactFields answers={answers} onChange={onChange} errors={errors} />
      )}
    </section>
  );
}

function ContactFields({
  answers,
  onChange,
  errors,
}: Pick<WizardStepProps, 'answers' | 'onChange' | 'errors'>) {
  // The e-mail's format is checked once the visitor leaves the field, not on every keystroke.
  const [emailTouched, setEmailTouched] = useState(false);
  const emailError =
    errors.email ??
    (emailTouched && answers.email.trim() !== '' && !isValidEmail(answers.email)
      ? INVALID_EMAIL
      : undefined);
  return (
    <div className="grid gap-4">
      <InputField
        label={FIELD_LABELS.name}
        name="name"
        required
        autoComplete="name"
        maxLength={LIMITS.name}
        value={answers.name}
        error={errors.name}
        onChange={(event) => onChange({ name: event.target.value })}
      />
      <InputField
        label={FIELD_LABELS.email}
        name="email"
        type="email"
        required
        autoComplete="email"
        maxLength={LIMITS.email}
        value={answers.email}
        error={emailError}
        onBlur={() => setEmailTouched(true)}
        onChange={(event) => onChange({ email: event.target.value })}
      />
      <InputField
        label={FIELD_LABELS.company}
        name="company"
        autoComplete="organization"
        maxLength={LIMITS.company}
        value={answers.company}
        error={errors.company}
        onChange={(event) => onChange({ company: event.target.value })}
      />
    </div>
  );
}
