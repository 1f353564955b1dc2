import type { InfoBlock } from '../content/types';
import { Card, CardGrid } from './CardGrid';

export interface InfoCardsProps {
  blocks: InfoBlock[];
  columns?: 2 | 3 | 4;
  label?: string;
}

/** Titled paragraphs as a card grid (visa types, airports, who should partner...). */
export function InfoCards({ blocks, columns = 3, label }: InfoCardsProps) {
  return (
    <CardGrid columns={columns} label={label}>
      {blocks.map((block) => (
        <Card key={block.title} title={block.title}>
          <p>{block.body}</p>
        </Card>
      ))}
    </CardGrid>
  );
}
