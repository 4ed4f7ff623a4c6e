import { documentationDrift, noDocumentationDrift } from '@fx/service-kit/testing';
import { ENV_VARIABLES } from './env';

it('docs/configuration.md and services/rates/.env.example name every variable the rates service reads, and no other', () => {
  expect(documentationDrift('rates', ENV_VARIABLES)).toEqual(noDocumentationDrift('rates'));
});
