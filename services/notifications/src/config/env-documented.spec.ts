import { SITE_ENV_VARIABLES } from '@fx/contracts';
import { documentationDrift, noDocumentationDrift } from '@fx/service-kit/testing';
import { ENV_VARIABLES } from './env';

it('docs/configuration.md and services/notifications/.env.example name every variable the notifications service reads, and no other', () => {
  expect(documentationDrift('notifications', ENV_VARIABLES, SITE_ENV_VARIABLES)).toEqual(
    noDocumentationDrift('notifications'),
  );
});
