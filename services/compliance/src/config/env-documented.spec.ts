import { documentationDrift, noDocumentationDrift } from '@fx/service-kit/testing';
import { ENV_VARIABLES } from './env';

it('docs/configuration.md and services/compliance/.env.example name every variable the compliance service reads, and no other', () => {
  expect(documentationDrift('compliance', ENV_VARIABLES)).toEqual(
    noDocumentationDrift('compliance'),
  );
});
