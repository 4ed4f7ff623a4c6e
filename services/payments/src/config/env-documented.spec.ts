import { documentationDrift, noDocumentationDrift } from '@fx/service-kit/testing';
import { ENV_VARIABLES } from './env';

it('docs/configuration.md and services/payments/.env.example name every variable the payments service reads, and no other', () => {
  expect(documentationDrift('payments', ENV_VARIABLES)).toEqual(noDocumentationDrift('payments'));
});
