import type { ReactElement, ReactNode } from 'react';

/**
 * A row of buttons of which one is chosen (a radio group named `label` for screen readers): each shows
 * `children(choice)`; the chosen one has `chosenClass` added to `buttonClass`.
 */
export function RadioButtons<Choice extends string | number>(props: {
  className: string;
  label: string;
  choices: readonly Choice[];
  chosen: NoInfer<Choice>;
  onChoose(choice: Choice): void;
  children(choice: Choice): ReactNode;
  chosenClass: string;
  buttonClass?: string;
  testId?(choice: Choice): string;
}): ReactElement {
  const { chosen, chosenClass, buttonClass } = props;
  return (
    <div className={props.className} role="radiogroup" aria-label={props.label}>
      {props.choices.map((choice) => (
        <button
          key={choice}
          type="button"
          role="radio"
          aria-checked={choice === chosen}
          className={[buttonClass, choice === chosen ? chosenClass : null].filter(Boolean).join(' ')}
          onClick={() => props.onChoose(choice)}
          data-testid={props.testId?.(choice)}
        >
          {props.children(choice)}
        </button>
      ))}
    </div>
  );
}
