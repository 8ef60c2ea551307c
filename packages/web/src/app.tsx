import { FEATURES } from '@leadline/server/domain';

/** The first screen while the full site is built: the pitch and the features the calculator prices. */
export function App() {
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: '40rem',
        margin: '4rem auto',
        padding: '0 1rem',
      }}
    >
      <p>4-Week MVP Development</p>
      <h1>Stop Working Inside the Box</h1>
      <p>
        Custom web apps and MVPs at a fixed price and timeline, with direct access to the developer.
      </p>
      <h2>What an MVP can include</h2>
      <ul>
        {FEATURES.map((feature) => (
          <li key={feature.id}>
            {feature.name}: ${feature.cost.toLocaleString('en-US')}
          </li>
        ))}
      </ul>
    </main>
  );
}
