import { randomUUID } from 'node:crypto';
import type Router from '@koa/router';
import { WIZARD_TOTAL_STEPS, workflowSchema, type WorkflowInput } from '@leadline/domain';
import { formRateLimit, isBotSubmission } from '../../middleware/form-guard';
import { jsonBody } from '../../middleware/json-body';
import { validate } from '../../middleware/validate';
import type { AppDeps } from '../../app-deps';
import { saveWorkflowSubmission } from './queries';
import { createRouter } from '../../routing';

export function workflowRouter({ db, config, delivery }: AppDeps): Router {
  const router = createRouter();

  router.post<{ input: WorkflowInput }>(
    '/workflow-wizard',
    // One questionnaire saves once per step: the limit counts questionnaires, not saves.
    formRateLimit(db, 'workflow_wizard', config.formRateLimit * WIZARD_TOTAL_STEPS),
    jsonBody(),
    validate(workflowSchema),
    async (ctx) => {
      const { input } = ctx.state;
      if (isBotSubmission(input)) {
        ctx.status = 201;
        ctx.body = { id: randomUUID(), completedSteps: input.completedSteps };
        return;
      }
      const saved = await saveWorkflowSubmission(db.knex, input);
      if (input.completedSteps === WIZARD_TOTAL_STEPS) delivery.wake();
      ctx.status = saved.created ? 201 : 200;
      ctx.body = { id: saved.id, completedSteps: saved.completedSteps };
    },
  );

  return router;
}
