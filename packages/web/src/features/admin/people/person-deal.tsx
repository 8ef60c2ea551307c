import { useState, type FormEvent } from 'react';
import {
  MAX_DEAL_VALUE,
  PIPELINE_STAGES,
  PIPELINE_STAGE_LABELS,
  type PersonDealPatch,
  type PipelineStage,
} from '@leadline/domain';
import { toast } from '../../../components/toasts/toast-store';
import { Button } from '../../../components/ui/button';
import { InputField } from '../../../components/ui/field';
import { Select } from '../../../components/ui/select';
import { HttpError } from '../../../lib/http';
import { useUpdateDeal } from '../pipeline/api';
import type { Person } from './api';

/** What the form holds: the value and the date as typed ('' for none). */
interface Draft {
  stage: PipelineStage;
  dealValue: string;
  expectedCloseAt: string;
}

const draftOf = (person: Person): Draft => ({
  stage: person.stage,
  dealValue: person.dealValue === null ? '' : String(person.dealValue),
  expectedCloseAt: person.expectedCloseAt ?? '',
});

/** The fields that differ from what is saved, or a message for a value that is not a whole amount. */
function patchOf(draft: Draft, saved: Draft): PersonDealPatch | { error: string } {
  const patch: PersonDealPatch = {};
  if (draft.stage !== saved.stage) patch.stage = draft.stage;
  const typed = draft.dealValue.trim().replace(/[$,\s]/g, '');
  if (typed !== saved.dealValue) {
    if (typed === '') patch.dealValue = null;
    else if (!/^\d+$/.test(typed) || Number(typed) > MAX_DEAL_VALUE)
      return {
        error: `Enter a whole amount from 0 to ${MAX_DEAL_VALUE.toLocaleString('en-US')}.`,
      };
    else patch.dealValue = Number(typed);
  }
  if (draft.expectedCloseAt !== saved.expectedCloseAt)
    patch.expectedCloseAt = draft.expectedCloseAt || null;
  return patch;
}

/** The person's stage in the pipeline, the deal's value and its expected close date, saved together. */
export function PersonDeal({ person }: { person: Person }) {
  const saved = draftOf(person);
  const [draft, setDraft] = useState(saved);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useUpdateDeal(person.id);
  const save = (event: FormEvent) => {
    event.preventDefault();
    const patch = patchOf(draft, saved);
    if ('error' in patch) return setErrors({ dealValue: patch.error });
    if (Object.keys(patch).length === 0) return setErrors({});
    setErrors({});
    update.mutate(patch, {
      onSuccess: (next) => {
        setDraft(draftOf(next));
        toast({ title: 'Deal saved', description: `Stage: ${PIPELINE_STAGE_LABELS[next.stage]}` });
      },
      onError: (error) => {
        if (error instanceof HttpError) setErrors(error.fieldErrors);
        toast({
          title: 'Failed to save the deal',
          description: error.message,
          variant: 'destructive',
        });
      },
    });
  };
  return (
    <form onSubmit={save} className="space-y-3" aria-label="Deal">
      <div className="space-y-1.5">
        <span className="block text-sm font-medium" aria-hidden>
          Stage
        </span>
        <Select
          label="Stage"
          value={draft.stage}
          options={PIPELINE_STAGES.map((value) => ({ value, label: PIPELINE_STAGE_LABELS[value] }))}
          onChange={(stage) => setDraft({ ...draft, stage })}
          className="w-full"
        />
        {errors.stage && <p className="text-sm text-destructive">{errors.stage}</p>}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          label="Deal value ($)"
          inputMode="numeric"
          autoComplete="off"
          value={draft.dealValue}
          error={errors.dealValue}
          onChange={(event) => setDraft({ ...draft, dealValue: event.target.value })}
        />
        <InputField
          label="Expected close"
          type="date"
          value={draft.expectedCloseAt}
          error={errors.expectedCloseAt}
          onChange={(event) => setDraft({ ...draft, expectedCloseAt: event.target.value })}
        />
      </div>
      <Button type="submit" size="sm" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save Deal'}
      </Button>
    </form>
  );
}
