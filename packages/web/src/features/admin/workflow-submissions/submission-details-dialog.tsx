import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toastSaved } from '../submissions/saved-toast';
import { useState, type ReactNode } from 'react';
import type { WorkflowStatus } from '@leadline/domain';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/field';
import {
  Detail,
  RecordDialog,
  type RecordDialogOpener,
} from '../../../components/ui/record-dialog';
import { Select } from '../../../components/ui/select';
import { formatDay, formatTime } from '../../../lib/format';
import {
  updateWorkflowSubmission,
  workflowSubmissionKeys,
  type WorkflowPatch,
  type WorkflowSubmission,
} from './api';
import {
  budgetLabel,
  MISSING,
  painPointLabel,
  teamSizeLabel,
  textOrDash,
  timelineLabel,
  toolsLabel,
  WORKFLOW_STATUS_OPTIONS,
} from './labels';

export const submittedLine = (createdAt: string | null): string =>
  createdAt ? `Submitted ${formatDay(createdAt)} at ${formatTime(createdAt)}` : 'Unknown date';

/** One questionnaire in full, with its status and the admin's notes (SPEC section 2). */
export function SubmissionDetailsDialog({
  record,
  onClose,
}: RecordDialogOpener<WorkflowSubmission>) {
  return (
    <RecordDialog
      record={record}
      onClose={onClose}
      title="Workflow Submission Details"
      description={({ createdAt }) => submittedLine(createdAt)}
      className="sm:max-w-2xl"
    >
      {(shown) => <SubmissionDetails key={shown.id} submission={shown} onClose={onClose} />}
    </RecordDialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 border-t pt-4 first:border-0 first:pt-0">
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

function SubmissionDetails({
  submission,
  onClose,
}: {
  submission: WorkflowSubmission;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const [notes, setNotes] = useState(submission.notes ?? '');
  const update = useMutation({
    mutationFn: (patch: WorkflowPatch) => updateWorkflowSubmission(submission.id, patch),
    onSuccess: async (_row, patch) => {
      toastSaved(patch, 'questionnaire');
      // SPEC section 4: after an update the list is refreshed, then the dialog closes (so that
      // reopening the row shows what was just saved).
      await queryClient.invalidateQueries({ queryKey: workflowSubmissionKeys.all });
      onClose();
    },
  });
  const savingNotes = update.isPending && update.variables && 'notes' in update.variables;

  return (
    <div className="space-y-6">
      <Section title="Contact Information">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail term="Name">{submission.name ?? MISSING}</Detail>
          <Detail term="Email">{submission.email ?? MISSING}</Detail>
          <Detail term="Company">{submission.company ?? MISSING}</Detail>
          <Detail term="Progress">
            {submission.completedSteps} / {submission.totalSteps} steps
          </Detail>
        </dl>
      </Section>
      <Section title="Workflow Details">
        <dl className="grid gap-3 sm:grid-cols-2">
          <Detail term="Pain Point">{painPointLabel(submission.painPoint)}</Detail>
          <Detail term="Current Tools">{toolsLabel(submission.currentTools)}</Detail>
          <Detail term="Manual Process" wide>
            {textOrDash(submission.manualProcess)}
          </Detail>
          <Detail term="Team Size">{teamSizeLabel(submission.teamSize)}</Detail>
          <Detail term="Timeline">{timelineLabel(submission.timeline)}</Detail>
          <Detail term="Budget Range">{budgetLabel(submission.budgetRange)}</Detail>
          <Detail term="Success Vision" wide>
            {textOrDash(submission.successVision)}
          </Detail>
        </dl>
      </Section>
      <Section title="Status & Notes">
        <div className="flex items-center gap-3">
          <span className="text-sm font-medium" aria-hidden>
            Status
          </span>
          <Select<WorkflowStatus>
            label="Status"
            value={submission.status}
            options={WORKFLOW_STATUS_OPTIONS}
            disabled={update.isPending}
            onChange={(status) => {
              if (status !== submission.status) update.mutate({ status });
            }}
          />
        </div>
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate({ notes });
          }}
        >
          <TextareaField
            label="Admin Notes"
            rows={5}
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            placeholder="Add notes about this submission for your reference"
          />
          <Button type="submit" disabled={update.isPending}>
            {savingNotes ? 'Saving...' : 'Save Notes'}
          </Button>
        </form>
        {update.isError && (
          <p role="alert" className="text-sm text-destructive">
            Failed to update workflow submission ({update.error.message})
          </p>
        )}
      </Section>
    </div>
  );
}
