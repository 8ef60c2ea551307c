import { CheckIcon } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { home } from 'virtual:site/home';
import { SITE } from '../../../site-config';
import { Picture } from '../media/picture';
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

/** Who the visitor will work with: the owner's photo, name, role and a few words. */
function Owner() {
  const { owner } = SITE;
  return (
    <Card className="mb-6 flex flex-col items-center gap-6 text-center sm:flex-row sm:items-start sm:text-left">
      {owner.photo && (
        <Picture
          image={owner.photo}
          alt={`${owner.name}, ${owner.role}`}
          sizes="(min-width: 768px) 192px, 160px"
          className="h-40 w-40 shrink-0 rounded-full bg-muted object-cover md:h-48 md:w-48"
        />
      )}
      <div>
        <h3 className="text-2xl font-bold">{owner.name}</h3>
        <p className="mt-1 font-medium text-accent-foreground">{owner.role}</p>
        <p className="mt-3 leading-7 text-muted-foreground">{owner.bio}</p>
      </div>
    </Card>
  );
}

export function AboutSection() {
  const { about } = home;
  const { whySolo } = about;
  return (
    <Section id="about" title={about.heading} className="bg-muted/50">
      <Owner />
      <div className="grid gap-6 md:grid-cols-2">
        {about.cards.map((card) => (
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
