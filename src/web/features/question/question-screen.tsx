import { FormScreen } from '../forms/form-screen.js';

/** The form of a question to the Qualifications Agency. */
export default function QuestionScreen() {
  return <FormScreen formKey="question" />;
}
