import type { ReactElement } from 'react';
import { installSteps, StepIllustration, type InstallOs } from './step-illustration';

/** The numbered steps of adding Kanqiu to the home screen on one system, each with its drawing. */
export function InstallSteps({ os }: { os: InstallOs }): ReactElement {
  return (
    <ol className="kq-install-steps" data-testid={`install-steps-${os}`}>
      {installSteps[os].map((step, index) => (
        <li key={step.title} className="kq-install-step">
          <StepIllustration os={os} step={index} />
          <div>
            <strong>
              <span className="kq-install-step-no">{index + 1}</span>
              {step.title}
            </strong>
            <p>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
