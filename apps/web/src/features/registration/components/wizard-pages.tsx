import { WizardPage } from './wizard-page';

export function CandidateWizardPage() {
  return <WizardPage role="candidate" />;
}

export function RecruiterWizardPage() {
  return <WizardPage role="recruiter" />;
}
