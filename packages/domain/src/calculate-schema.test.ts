/** The calculate body against any catalogue an owner could write (calculator.yaml's limits). */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { calculateSchemaFor, TOTAL_COST_MISMATCH } from './calculate-schema';
import type { Catalogue } from './features';

const featureId = fc.stringMatching(/^[a-z][a-z0-9-]{0,39}$/);
const catalogues: fc.Arbitrary<Catalogue> = fc
  .uniqueArray(
    fc.record({
      id: featureId,
      name: fc.string({ minLength: 1, maxLength: 40 }),
      description: fc.string({ minLength: 1, maxLength: 80 }),
      price: fc.integer({ min: 1, max: 10_000_000 }),
    }),
    { minLength: 1, maxLength: 50, selector: (feature) => feature.id },
  )
  .map((features) => features);

/** A catalogue and a choice of its features (distinct, in any order). */
const choices = catalogues.chain((catalogue) =>
  fc.shuffledSubarray([...catalogue], { minLength: 1 }).map((chosen) => ({ catalogue, chosen })),
);

const sum = (chosen: readonly { price: number }[]) => chosen.reduce((t, f) => t + f.price, 0);

async function errorsOf(catalogue: Catalogue, body: unknown): Promise<string[]> {
  try {
    await calculateSchemaFor(catalogue).validate(body, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

describe('calculateSchemaFor(catalogue)', () => {
  it("accepts any choice of the catalogue's features with their total", async () => {
    await fc.assert(
      fc.asyncProperty(choices, async ({ catalogue, chosen }) => {
        const selectedFeatures = chosen.map((feature) => feature.id);
        const input = await calculateSchemaFor(catalogue).validate({
          email: 'a@b.co',
          selectedFeatures,
          totalCost: sum(chosen),
        });
        expect(input.selectedFeatures).toEqual(selectedFeatures);
        expect(input.totalCost).toBe(sum(chosen));
      }),
    );
  });

  it('refuses any other total, saying only that', async () => {
    await fc.assert(
      fc.asyncProperty(choices, fc.integer({ min: 0, max: 2 ** 40 }), async (choice, total) => {
        fc.pre(total !== sum(choice.chosen));
        const body = {
          email: 'a@b.co',
          selectedFeatures: choice.chosen.map((feature) => feature.id),
          totalCost: total,
        };
        expect(await errorsOf(choice.catalogue, body)).toEqual([TOTAL_COST_MISMATCH]);
      }),
    );
  });

  it('names an id the catalogue does not have, and not also the total', async () => {
    await fc.assert(
      fc.asyncProperty(choices, featureId, async ({ catalogue, chosen }, stranger) => {
        fc.pre(!catalogue.some((feature) => feature.id === stranger));
        const body = {
          email: 'a@b.co',
          selectedFeatures: [...chosen.map((feature) => feature.id), stranger],
          totalCost: sum(chosen),
        };
        expect(await errorsOf(catalogue, body)).toEqual([`Unknown feature: ${stranger}.`]);
      }),
    );
  });

  // Objects where text or numbers go are the server's input-shape check's (middleware/input-shape.ts).
  it('answers any well-shaped body with the input or validation errors, never anything else', async () => {
    const scalar = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
    );
    await fc.assert(
      fc.asyncProperty(
        catalogues,
        fc.record(
          {
            email: scalar,
            selectedFeatures: fc.oneof(scalar, fc.array(fc.oneof(featureId, fc.string()))),
            totalCost: scalar,
          },
          { requiredKeys: [] },
        ),
        async (catalogue, body) => {
          await errorsOf(catalogue, body);
        },
      ),
    );
  });
});
