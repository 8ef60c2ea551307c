import { CheckIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { ABOUT } from '../../../content/home';
import { RichText } from '../glossary/rich-text';
import { Section } from './section';

function Checklist({ items }: { items: readonly string[] }) {
  return (
    <ul className="mt-3 space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-sm">
          <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-success" aria-hidden />
          {item}
        </li>
      ))}
    </ul>
  );
}

export function AboutSection() {
  const { whySolo } = ABOUT;
  return (
    <Section id="about" title={ABOUT.heading} className="bg-muted/50">
      <div className="grid gap-6 md:grid-cols-2">
        {ABOUT.cards.map((card) => (
          <Card key={card.title}>
            <h3 className="text-xl font-semibold">{card.title}</h3>
            <p className="mt-2 leading-7 text-muted-foreground">
              <RichText text={card.description} />
            </p>
            <Checklist items={card.points} />
          </Card>
        ))}
      </div>
      <Card className="mt-6">
        <h3 className="text-xl font-semibold">{whySolo.title}</h3>
        <div className="mt-4 grid gap-6 md:grid-cols-2">
          <div>
            <h4 className="font-semibold">{whySolo.forOwnersLabel}</h4>
            <Checklist items={whySolo.forOwners} />
          </div>
          <div>
            <h4 className="font-semibold">{whySolo.forTechnicalBuyersLabel}</h4>
            <Checklist items={whySolo.forTechnicalBuyers} />
          </div>
        </div>
        <p className="mt-6 rounded-lg bg-accent p-4 text-sm text-accent-foreground">
          {whySolo.note}
        </p>
      </Card>
    </Section>
  );
}
