import { WIZARD_TOTAL_STEPS } from '@leadline/domain';
import { useMutation } from '@tanstack/react-query';
import { ArrowLeftIcon, ArrowRightIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { HttpError } from '../../../lib/http';
import { toast } from '../../../components/toasts/toast-store';
import { trackedSessionId } from '../tracking/tracker';
import { saveWorkflow } from './api';
import { BUTTONS, STEP_COPY, TOASTS } from './content';
import { ProgressBar } from './progress-bar';
import {
  afterSave,
  canLeaveStep,
  EMPTY_ANSWERS,
  LAST_STEP,
  progressPercent,
  randomSessionId,
  savesSomethingNew,
  stepId,
  workflowPayload,
  type SavedProgress,
  type WizardAnswers,
  type WorkflowPayload,
} from './wizard-logic';
import { clearDraft, writeDraft, type WizardDraft } from './wizard-draft';
import { WizardStep } from './wizard-step';

type FieldErrors = Partial<Record<keyof WizardAnswers, string>>;

const answerErrors = (fields: Record<string, string>): FieldErrors =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => key in EMPTY_ANSWERS));

/**
 * The seven questions. Each Next saves the answers so far in the background (a failed save is only
 * logged: the final submit carries everything); the last step submits.
 */
export function WizardForm({
  onSubmitted,
  draft,
}: {
  onSubmitted: () => void;
  /** Where this tab was before a reload: the step, the answers and the session they save into. */
  draft?: WizardDraft;
}) {
  const [step, setStep] = useState(draft?.step ?? 0);
  const [answers, setAnswers] = useState<WizardAnswers>(draft?.answers ?? EMPTY_ANSWERS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  const sessionId = useRef<string | undefined>(draft?.sessionId);
  const fromTracker = useRef(false);
  const saves = useRef<Promise<void>>(Promise.resolve());
  const saved = useRef<SavedProgress | undefined>(undefined);
  const requirementId = useId();

  const submit = useMutation({
    mutationFn: saveWorkflow,
    onSuccess: () => {
      clearDraft();
      toast(TOASTS.success);
      onSubmitted();
    },
    onError: (error) => {
      if (error instanceof HttpError) setErrors(answerErrors(error.fieldErrors));
      toast({ ...TOASTS.failure, variant: 'destructive' });
    },
  });

  // Keyboard and screen-reader users land on the new question, not on a button that moved.
  useEffect(() => {
    if (focusHeading.current) {
      focusHeading.current = false;
      headingRef.current?.focus();
    }
  }, [step]);

  // The tracked session when there is one; untracked visitors (Do Not Track) get an id of their own
  // for this visit to the wizard, so that their partial saves still update one row.
  // Consent withdrawn meanwhile: the rest of the questionnaire is no longer tied to the tracked visit.
  const currentSessionId = () => {
    const tracked = trackedSessionId();
    if (fromTracker.current && tracked === undefined) {
      sessionId.current = undefined;
      fromTracker.current = false;
    }
    if (sessionId.current === undefined) {
      sessionId.current = tracked ?? randomSessionId();
      fromTracker.current = tracked !== undefined;
    }
    return sessionId.current;
  };

  // Kept for a reload once anything is answered (a visit that only looks leaves nothing behind).
  useEffect(() => {
    if (step === 0 && JSON.stringify(answers) === JSON.stringify(EMPTY_ANSWERS)) return;
    writeDraft({ sessionId: currentSessionId(), step, answers });
  }, [step, answers]);

  const saveProgress = (payload: WorkflowPayload) => {
    // One save at a time, in order, so an older save never lands after a newer one.
    saves.current = saves.current
      .then(async () => {
        if (!savesSomethingNew(saved.current, payload)) return;
        await saveWorkflow(payload);
        saved.current = afterSave(saved.current, payload);
      })
      .then(
        () => undefined,
        (error: unknown) =>
          console.warn('Workflow progress not saved (the submit sends it all)', error),
      );
  };

  const goTo = (next: number) => {
    focusHeading.current = true;
    setStep(next);
  };

  const change = (changes: Partial<WizardAnswers>) => {
    setAnswers((current) => ({ ...current, ...changes }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !(key in changes))),
    );
  };

  const valid = canLeaveStep(step, answers);
  const isLast = step === LAST_STEP;
  const requirement = STEP_COPY[stepId(step)].requirement;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || submit.isPending) return;
    if (isLast) {
      submit.mutate(workflowPayload(answers, WIZARD_TOTAL_STEPS, currentSessionId()));
    } else {
      saveProgress(workflowPayload(answers, step + 1, currentSessionId()));
      goTo(step + 1);
    }
  };

  const stepLabel = `Step ${step + 1} of ${WIZARD_TOTAL_STEPS}`;
  const percent = progressPercent(step);

  return (
    <form onSubmit={onSubmit} className="space-y-8">
      <div className="space-y-2">
        <div className="flex justify-between text-sm font-medium text-muted-foreground">
          <span>{stepLabel}</span>
          <span>{percent}%</span>
        </div>
        <ProgressBar value={percent} label="Questionnaire progress" valueText={stepLabel} />
      </div>

      <WizardStep
        step={step}
        answers={answers}
        onChange={change}
        errors={errors}
        headingRef={headingRef}
      />

      <div className="flex flex-wrap items-center gap-3 border-t pt-6">
        <Button
          variant="outline"
          onClick={() => goTo(step - 1)}
          disabled={step === 0 || submit.isPending}
        >
          <ArrowLeftIcon className="h-4 w-4" aria-hidden />
          {BUTTONS.back}
        </Button>
        <div className="ml-auto flex flex-wrap items-center justify-end gap-3">
          {!valid && requirement && (
            <p id={requirementId} className="text-sm text-muted-foreground">
              {requirement}
            </p>
          )}
          {isLast ? (
            <Button
              key="submit"
              type="submit"
              disabled={!valid || submit.isPending}
              aria-describedby={valid ? undefined : requirementId}
            >
              {submit.isPending ? BUTTONS.submitting : BUTTONS.submit}
            </Button>
          ) : (
            <Button
              key="next"
              type="submit"
              disabled={!valid}
              aria-describedby={valid ? undefined : requirementId}
            >
              {BUTTONS.next}
              <ArrowRightIcon className="h-4 w-4" aria-hidden />
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
