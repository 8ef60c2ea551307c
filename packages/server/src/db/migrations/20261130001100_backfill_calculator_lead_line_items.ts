import type { Knex } from 'knex';

/**
 * The catalogue every estimate stored so far was priced with, as it was compiled into the code until
 * now (the demo's): written out here, frozen, since the live catalogue is the owner's and will change.
 */
const CATALOGUE_20261130: readonly [id: string, name: string, price: number][] = [
  ['auth', 'User Authentication', 2000],
  ['payment', 'Payment Gateway Integration', 3500],
  ['admin', 'Admin Dashboard', 5000],
  ['api', 'API Integration', 4000],
  ['notifications', 'Push Notifications', 2500],
  ['analytics', 'Analytics & Reporting', 3000],
  ['chat', 'Real-time Chat', 4500],
  ['search', 'Advanced Search', 3000],
];

/**
 * Gives each stored estimate its lines, in the order the features were chosen. A name comes from the
 * catalogue above (an id it does not have, from an owner's own edited catalogue, shows as the id). A
 * price is kept only where it is certain: the estimate's total when it has one feature, else the
 * catalogue's prices when they add up to the stored total; otherwise it is null (not known), and the
 * stored total stays the estimate's figure.
 */
export async function up(knex: Knex): Promise<void> {
  const values = CATALOGUE_20261130.map(() => '(?::text, ?::text, ?::int)').join(', ');
  await knex.raw(
    `with catalogue (id, name, price) as (values ${values}),
     explained as (
       select t.id, coalesce(bool_and(c.price is not null) and sum(c.price) = t.total_cost, false) as priced
       from calculator_leads t
       cross join unnest(t.selected_features) f (id)
       left join catalogue c on c.id = f.id
       where t.line_items is null
       group by t.id, t.total_cost
     )
     update calculator_leads t
     set line_items = (
       select jsonb_agg(
         jsonb_build_object(
           'id', u.id,
           'name', coalesce(c.name, u.id),
           'price', case
             when cardinality(t.selected_features) = 1 then t.total_cost
             when e.priced then c.price
           end
         ) order by u.n)
       from unnest(t.selected_features) with ordinality u (id, n)
       left join catalogue c on c.id = u.id
     )
     from explained e
     where e.id = t.id`,
    CATALOGUE_20261130.flat(),
  );
}

/**
 * Nothing to undo on its own: the lines go with their column (the previous migration's down), and
 * until then they are kept, with the ones written since.
 */
export async function down(): Promise<void> {}
