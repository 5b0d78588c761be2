import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Toggle from '@cloudscape-design/components/toggle';
import type { TemplatePanelProps } from './template-content-panel';
import type { TemplateFormValues } from './template-form.values';

/** The FAQ section (accounts §5: at least one question when active). */
export function TemplateFaqPanel({
  values,
  errors,
  setField,
  readOnly,
}: Omit<TemplatePanelProps, 'values'> & { values: Pick<TemplateFormValues, 'faq'> }) {
  const questions = values.faq.questions;
  return (
    <Container header={<Header variant="h2">FAQ</Header>}>
      <SpaceBetween size="l">
        <Toggle
          readOnly={readOnly}
          checked={values.faq.isActive}
          onChange={(e) => setField('faq.isActive', e.detail.checked)}
        >
          Show the FAQ
        </Toggle>
        <FormField errorText={errors['faq.questions']} stretch>
          <AttributeEditor
            items={questions}
            addButtonText="Add question"
            removeButtonText="Remove"
            removeButtonAriaLabel={(q) => `Remove question ${questions.indexOf(q) + 1}`}
            disableAddButton={readOnly}
            isItemRemovable={() => !readOnly}
            onAddButtonClick={() => setField('faq.questions', [...questions, { question: '', answer: '' }])}
            onRemoveButtonClick={(e) =>
              setField(
                'faq.questions',
                questions.filter((_, i) => i !== e.detail.itemIndex),
              )
            }
            empty="No questions yet."
            definition={[
              {
                label: 'Question',
                errorText: (_, i) => errors[`faq.questions.${i}.question`],
                control: (q, i) => (
                  <Input
                    readOnly={readOnly}
                    value={q.question}
                    ariaLabel={`Question ${i + 1}`}
                    onChange={(e) => setField(`faq.questions.${i}.question`, e.detail.value)}
                  />
                ),
              },
              {
                label: 'Answer',
                errorText: (_, i) => errors[`faq.questions.${i}.answer`],
                control: (q, i) => (
                  <Input
                    readOnly={readOnly}
                    value={q.answer}
                    ariaLabel={`Answer ${i + 1}`}
                    onChange={(e) => setField(`faq.questions.${i}.answer`, e.detail.value)}
                  />
                ),
              },
            ]}
          />
        </FormField>
      </SpaceBetween>
    </Container>
  );
}
