import { serviceRequestSchema } from './service-request';

const valid = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  serviceType: 'tutoring',
  urgencyLevel: 'low',
  description: 'I need help with pharmacology.',
  preferredContactMethod: 'email',
};

function messagesFor(input: unknown): Record<string, string[] | undefined> {
  const result = serviceRequestSchema.safeParse(input);
  if (result.success) return {};
  const fieldErrors: Record<string, string[] | undefined> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    fieldErrors[key] = [...(fieldErrors[key] ?? []), issue.message];
  }
  return fieldErrors;
}

describe('serviceRequestSchema', () => {
  it('accepts a complete request and trims its text', () => {
    const result = serviceRequestSchema.parse({ ...valid, name: '  Ada  ', budget: '', phone: '' });
    expect(result.name).toBe('Ada');
    expect(result.budget).toBe('');
  });

  it('gives the validation message for every empty required field', () => {
    expect(
      messagesFor({ name: '', email: '', serviceType: '', urgencyLevel: '', description: '', preferredContactMethod: '' }),
    ).toEqual({
      name: ['Name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      serviceType: ['Please select a service type'],
      urgencyLevel: ['Please select urgency level'],
      description: ['Description must be at least 10 characters'],
      preferredContactMethod: ['Please select preferred contact method'],
    });
  });

  it('gives the same messages when required fields are missing', () => {
    expect(Object.values(messagesFor({})).flat()).toEqual([
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please select a service type',
      'Please select urgency level',
      'Description must be at least 10 characters',
      'Please select preferred contact method',
    ]);
  });

  it('names the stored-length limits', () => {
    expect(messagesFor({ ...valid, name: 'x'.repeat(101), phone: '1'.repeat(21) })).toEqual({
      name: ['Name must be at most 100 characters'],
      phone: ['Phone must be at most 20 characters'],
    });
  });
});
