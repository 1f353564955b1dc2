import type { BulletGroup, ChecklistItem, Faq, InfoBlock, Step } from '../content/types';
import { Card, CardGrid } from './CardGrid';
import { Checklist } from './Checklist';
import { FaqList } from './FaqList';
import { GuideSection, type GuideSectionProps } from './GuideSection';
import { StepList } from './StepList';

type Columns = 2 | 3 | 4;

/** What a data section shows, named by the content it is given. */
export type SectionContent =
  | { cards: readonly InfoBlock[]; columns?: Columns }
  | { groups: readonly BulletGroup[]; columns?: Columns }
  | { steps: readonly Step[]; label: string }
  | { checklist: readonly ChecklistItem[]; label?: string }
  | { faqs: readonly Faq[] };

export type DataSectionProps = GuideSectionProps & SectionContent;

function Content(props: SectionContent) {
  if ('cards' in props) {
    return (
      <CardGrid columns={props.columns ?? 3}>
        {props.cards.map((block) => (
          <Card key={block.title} title={block.title}>
            <p>{block.body}</p>
          </Card>
        ))}
      </CardGrid>
    );
  }
  if ('groups' in props) {
    return (
      <CardGrid columns={props.columns ?? 2}>
        {props.groups.map((group) => (
          <Card key={group.title} title={group.title}>
            {group.intro ? <p>{group.intro}</p> : null}
            <ul className="mt-2 list-disc space-y-1 pl-5 marker:text-orange-700 dark:marker:text-orange-300">
              {group.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </Card>
        ))}
      </CardGrid>
    );
  }
  if ('steps' in props) return <StepList steps={props.steps} label={props.label} />;
  if ('checklist' in props) return <Checklist items={props.checklist} label={props.label} />;
  return <FaqList faqs={props.faqs} />;
}

/**
 * A guide section whose body is content data: cards (titled paragraphs), bullet groups, numbered
 * steps, a checklist or FAQs; `children` follow the body (e.g. a "see also" line).
 */
export function DataSection(props: DataSectionProps) {
  const { id, title, intro, children } = props;
  return (
    <GuideSection id={id} title={title} intro={intro}>
      <Content {...props} />
      {children}
    </GuideSection>
  );
}
