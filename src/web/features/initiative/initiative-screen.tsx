import { FormScreen } from '../forms/form-screen.js';

/** The form of an initiative for a qualification standard. */
export default function InitiativeScreen() {
  return <FormScreen formKey="initiative" />;
}
