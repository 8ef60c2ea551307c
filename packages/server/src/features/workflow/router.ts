import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import { WIZARD_TOTAL_STEPS, workflowSchema } from '@leadline/domain';
import type { AppDeps } from '../../app-deps';
import { formRouter } from '../../form-route';
import { saveWorkflowSubmission } from './queries';

/** POST /workflow-wizard: the questionnaire, saved at each step; its final step sets off the mails. */
export const workflowRouter = (deps: AppDeps): Router =>
  formRouter(deps, {
    path: '/workflow-wizard',
    schema: workflowSchema,
    // One questionnaire saves once per step: the limit counts questionnaires, not saves.
    perMinute: deps.config.formRateLimit * WIZARD_TOTAL_STEPS,
    submit: async (input) => {
      const saved = await saveWorkflowSubmission(deps.db.knex, input);
      if (input.completedSteps === WIZARD_TOTAL_STEPS) deps.delivery.wake();
      return {
        status: saved.created ? 201 : 200,
        body: { id: saved.id, completedSteps: saved.completedSteps },
      };
    },
    answerBot: (input) => ({
      status: 201,
      body: { id: randomUUID(), completedSteps: input.completedSteps },
    }),
  });
