import { SITE_ENV_VARIABLES } from '@fx/contracts';
import { documentationDrift, noDocumentationDrift } from '@fx/service-kit/testing';
import { ENV_VARIABLES } from './env';

it('docs/configuration.md and services/orders/.env.example name every variable the orders service reads, and no other', () => {
  expect(documentationDrift('orders', ENV_VARIABLES, SITE_ENV_VARIABLES)).toEqual(
    noDocumentationDrift('orders'),
  );
});
