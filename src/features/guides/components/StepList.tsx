import type { Step } from '../content/types';
import { cardSurface } from './styles';

export interface StepListProps {
  steps: readonly Step[];
  label?: string;
}

/** A numbered process (roadmaps, application steps, how to book). */
export function StepList({ steps, label }: StepListProps) {
  return (
    <ol aria-label={label} className="space-y-4">
      {steps.map((step, index) => (
        <li key={step.title} className={`flex gap-4 p-5 ${cardSurface}`}>
          <span
            aria-hidden="true"
            className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-orange-700 font-bold text-white dark:bg-orange-700 dark:text-white"
          >
            {index + 1}
          </span>
          <div>
            <h3 className="text-lg font-semibold text-slate-900 dark:text-slate-100">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-1 text-slate-700 dark:text-slate-300">{step.body}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
