import { documentationDrift, noDocumentationDrift } from '@fx/service-kit/testing';
import { ENV_VARIABLES } from './env';

it('docs/configuration.md and services/identity/.env.example name every variable the identity service reads, and no other', () => {
  expect(documentationDrift('identity', ENV_VARIABLES)).toEqual(noDocumentationDrift('identity'));
});
